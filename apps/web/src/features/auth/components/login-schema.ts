import { loginRequest } from '@remit/contract/auth';

/** The sign-in form's check: the contract's login request without the language (the client adds it). */
export const loginSchema = loginRequest.omit({ language: true });

type Field = 'email' | 'password';
export type LoginValues = { email: string; password: string };
export type LoginErrors = Partial<Record<Field, { type: string; message: string }>>;

/** The contract's check of the two fields: the parsed values, or each field's first issue (an i18n key). */
export const checkLogin = (
  values: LoginValues,
): { ok: true; values: LoginValues } | { ok: false; errors: LoginErrors } => {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = { type: issue.code, message: issue.message };
  }
  return { ok: false, errors };
};

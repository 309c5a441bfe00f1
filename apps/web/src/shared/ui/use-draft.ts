import { useState, type ChangeEvent } from 'react';

/**
 * A dialog's form held as text, with its errors by field: `field(name)` gives a text field its name, value,
 * change and error (or the hint under it when there is none).
 */
export const useDraft = <D extends Record<string, string>>(empty: D | (() => D)) => {
  const [draft, setDraft] = useState<D>(empty);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (patch: Partial<D>) => setDraft((current) => ({ ...current, ...patch }));
  const field = (name: keyof D & string, hint?: string) => ({
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [name]: event.target.value } as Partial<D>),
    error: !!errors[name],
    helperText: errors[name] ?? hint,
  });
  return { draft, setDraft, set, errors, setErrors, field };
};

/** The first issue of each field (a zod issue's path) as the text `text` gives it. */
export const issueErrors = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  text: (message: string, field: string) => string,
) => {
  const found: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    found[field] ??= text(issue.message, field);
  }
  return found;
};

/** A contract rule's message key (`validation.…`) as it is, any other issue as "required". */
export const contractMessage = (message: string) =>
  message.startsWith('validation.') ? message : 'validation.required';

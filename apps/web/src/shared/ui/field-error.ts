import { messages } from '@remit/contract/validation-rules';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Contract validation messages are i18n keys (e.g. `validation.password`); show them translated. */
export const fieldErrorText = (t: TFunction, error: FieldError | undefined): string | undefined =>
  // A message set from the server's answer (type "server") is already in the user's language.
  error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined;

/** A new-password field always shows the rule (SetPasswordTips); a failed check prefixes it. */
export const passwordHelperText = (t: TFunction, error: FieldError | undefined): string => {
  if (!error?.message) return t('validation.passwordTips');
  if (error.message === messages.password) return `${t(messages.password)}. ${t('validation.passwordTips')}`;
  return t(error.message);
};

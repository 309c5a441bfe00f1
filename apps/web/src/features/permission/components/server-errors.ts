import { errorTable } from '@remit/contract/errors';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../shared/http/api-error';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';

/** Server answers that belong under one field of the form (by envelope code), not in a toast. */
const FIELD_OF_CODE: Record<string, string> = {
  [errorTable.EMAIL_IN_USE.code]: 'email',
  [errorTable.ROLE_NAME_IN_USE.code]: 'name',
  [errorTable.PERMISSION_EXISTS.code]: 'moduleName',
};

/**
 * Shows a failed change: the server's message (already in the user's language) under the field it is
 * about, or as a toast. A request the screen cancelled needs no message.
 */
export const showServerError = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) => {
  if (!(error instanceof ApiError)) return notifyError(String(error));
  if (error.kind === 'canceled') return;
  const field = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (field && fields.includes(field as Path<T>)) {
    setError(field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  let placed = false;
  for (const [name, texts] of Object.entries(error.fieldErrors ?? {})) {
    if (!fields.includes(name as Path<T>) || !texts[0]) continue;
    setError(name as Path<T>, { type: 'server', message: texts[0] });
    placed = true;
  }
  if (!placed) notifyError(error.message);
};

/**
 * A field's error text: contract rules carry i18n keys (`validation.*`), the server's text is shown as
 * it came, and a rule without its own key shows the form's hint for that field.
 */
export const errorText = (t: TFunction, error: FieldError | undefined, hintKey?: string) => {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (error.message?.startsWith('validation.')) return t(error.message);
  return hintKey ? t(hintKey) : t('validation.required');
};

/** A change sent from a dialog: its message as a toast and the dialog closed, or its refusal shown. */
export const saveAndClose = async <T extends FieldValues>(
  change: Promise<{ message: string }>,
  onClose: () => void,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) => {
  try {
    notifySuccess((await change).message);
    onClose();
  } catch (error) {
    showServerError(error, setError, fields);
  }
};

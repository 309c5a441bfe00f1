import { zodResolver } from '@hookform/resolvers/zod';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMemo } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/http/api-error';
import { fieldErrorText } from '../../../shared/ui/field-error';

type Code = { code: string };

/**
 * A form of one code (a second factor, a reset code) checked by the contract's field; `serverError` puts an
 * answer's message under the field too: the server's message is the toast, the field says it where the eye is.
 */
export const useCodeForm = (field: z.ZodType<string, string>) => {
  const resolver = useMemo(() => zodResolver(z.object({ code: field })), [field]);
  const form = useForm<Code, unknown, Code>({ resolver, defaultValues: { code: '' } });
  const serverError = (error: unknown) => {
    if (error instanceof ApiError && error.code)
      form.setError('code', { type: 'server', message: error.message });
  };
  return { ...form, serverError };
};

/** The field of a code typed from an app or an email: the browser may fill it in from a one-time code. */
export const CodeField = ({
  field,
  error,
  help,
  htmlInput,
  ...props
}: Pick<TextFieldProps, 'label' | 'size' | 'autoFocus'> & {
  field: UseFormRegisterReturn;
  error: FieldError | undefined;
  /** What the field says while it has no error. */
  help?: string;
  htmlInput: { inputMode: 'numeric' | 'text'; maxLength: number; spellCheck?: boolean };
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      {...props}
      autoComplete="one-time-code"
      slotProps={{ htmlInput }}
      error={!!error}
      helperText={fieldErrorText(t, error) ?? help}
    />
  );
};

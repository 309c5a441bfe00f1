import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest } from '@remit/contract/auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { useForgotPassword } from '../api/forgot-password';

const schema = forgotPasswordRequest.omit({ language: true });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** Step 1 of the reset: the account's email; the server mails a 6-digit code. */
export const ForgotEmailStep = ({ onSent }: { onSent: (email: string) => void }) => {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    await forgot.mutateAsync(values).then(
      () => onSent(values.email),
      () => undefined,
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        {...register('email')}
        size="medium"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        autoFocus
        error={!!formState.errors.email}
        helperText={fieldErrorText(t, formState.errors.email)}
      />
      <Button type="submit" size="large" variant="contained" loading={forgot.isPending}>
        {t('auth.forgot.send')}
      </Button>
    </Box>
  );
};

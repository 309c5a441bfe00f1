import { zodResolver } from '@hookform/resolvers/zod';
import { messages, passwordField, resetCodeField } from '@remit/contract/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { CodeField } from './code-form';
import { NewPasswordFields } from './new-password-fields';

const schema = z
  .object({
    code: resetCodeField,
    password: passwordField,
    confirm: z.string({ error: messages.required }).min(1, { error: messages.required }),
  })
  .refine((v) => v.confirm === v.password, { path: ['confirm'], error: messages.confirm });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** Spec §9: a verification code is valid for 30 minutes. */
const CODE_MINUTES = 30;

/** Step 2 of the reset: the emailed code and the new password, twice. */
export const ResetPasswordStep = ({ email, onDone }: { email: string; onDone: () => void }) => {
  const { t } = useTranslation();
  const verify = useVerifyResetCode();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', password: '', confirm: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ code, password }) => {
    await verify.mutateAsync({ email, code, password }).then(onDone, () => undefined);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="info">{t('auth.forgot.codeSent', { email, minutes: CODE_MINUTES })}</Alert>
      <input hidden readOnly name="username" autoComplete="username" value={email} />
      <CodeField
        field={register('code')}
        error={errors.code}
        size="medium"
        label={t('auth.forgot.code')}
        autoFocus
        htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
      />
      <NewPasswordFields
        password={{ field: register('password'), error: errors.password }}
        confirm={{ field: register('confirm'), error: errors.confirm }}
        size="medium"
      />
      <Button type="submit" size="large" variant="contained" loading={verify.isPending}>
        {t('auth.forgot.reset')}
      </Button>
    </Box>
  );
};

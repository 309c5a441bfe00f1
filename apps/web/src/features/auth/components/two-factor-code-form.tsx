import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorField } from '@remit/contract/two-factor';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/http/api-error';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { useLoginWithCode } from '../api/two-factor';

const schema = z.object({ code: secondFactorField });
type CodeInput = z.input<typeof schema>;
type CodeValues = z.output<typeof schema>;

/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export const TwoFactorCodeForm = ({
  twoFactorToken,
  onSignedIn,
  onBack,
}: {
  twoFactorToken: string;
  onSignedIn: () => void;
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const login = useLoginWithCode();
  const { register, handleSubmit, formState, setError } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ code }) => {
    await login.mutateAsync({ twoFactorToken, code }).then(onSignedIn, (error: unknown) => {
      // The server's message is the toast; the field says it too, where the eye is.
      if (error instanceof ApiError && error.code)
        setError('code', { type: 'server', message: error.message });
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        {...register('code')}
        size="medium"
        label={t('auth.twoFactor.code')}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'text', maxLength: 11, spellCheck: false } }}
        error={!!errors.code}
        helperText={fieldErrorText(t, errors.code) ?? t('auth.twoFactor.codeHelp')}
      />
      <Button type="submit" size="large" variant="contained" loading={login.isPending}>
        {t('auth.twoFactor.verify')}
      </Button>
      <Button color="inherit" onClick={onBack} disabled={login.isPending}>
        {t('auth.twoFactor.back')}
      </Button>
    </Box>
  );
};

import { secondFactorField } from '@remit/contract/two-factor';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLoginWithCode } from '../api/two-factor';
import { CodeField, useCodeForm } from './code-form';

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
  const { register, handleSubmit, formState, serverError } = useCodeForm(secondFactorField);
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ code }) => {
    await login.mutateAsync({ twoFactorToken, code }).then(onSignedIn, serverError);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <CodeField
        field={register('code')}
        error={errors.code}
        size="medium"
        label={t('auth.twoFactor.code')}
        autoFocus
        htmlInput={{ inputMode: 'text', maxLength: 11, spellCheck: false }}
        help={t('auth.twoFactor.codeHelp')}
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

import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The code step's token lives only in this page's memory: a reload starts sign-in again.
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);
  const signedIn = () => void navigate({ to: '/dashboard', replace: true });
  if (twoFactorToken)
    return (
      <AuthCard title={t('auth.twoFactor.codeTitle')} subtitle={t('auth.twoFactor.codeSubtitle')}>
        <TwoFactorCodeForm
          twoFactorToken={twoFactorToken}
          onSignedIn={signedIn}
          onBack={() => setTwoFactorToken(null)}
        />
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm onSignedIn={signedIn} onCodeStep={setTwoFactorToken} />
    </AuthCard>
  );
};

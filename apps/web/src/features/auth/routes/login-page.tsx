import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { SIGN_IN_BUILD } from '../../../shared/config/app';

/**
 * The code step loads when a user with a second factor reaches it, not with the sign-in page, and brings the
 * query client its request uses.
 */
const TwoFactorCodeForm = lazy(() =>
  Promise.all([
    import('../components/two-factor-code-form'),
    import('../../../shared/query/query-provider'),
  ]).then(([form, query]) => ({
    default: (props: Parameters<typeof form.TwoFactorCodeForm>[0]) => (
      <query.QueryProvider>
        <form.TwoFactorCodeForm {...props} />
      </query.QueryProvider>
    ),
  })),
);

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The code step's token lives only in this page's memory: a reload starts sign-in again.
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);
  // The sign-in build loads the app itself (a full load, replacing this entry) before the address changes.
  const signedIn = () =>
    SIGN_IN_BUILD
      ? window.location.replace('/dashboard')
      : void navigate({ to: '/dashboard', replace: true });
  if (twoFactorToken)
    return (
      <AuthCard title={t('auth.twoFactor.codeTitle')} subtitle={t('auth.twoFactor.codeSubtitle')}>
        <Suspense fallback={null}>
          <TwoFactorCodeForm
            twoFactorToken={twoFactorToken}
            onSignedIn={signedIn}
            onBack={() => setTwoFactorToken(null)}
          />
        </Suspense>
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm onSignedIn={signedIn} onCodeStep={setTwoFactorToken} />
    </AuthCard>
  );
};

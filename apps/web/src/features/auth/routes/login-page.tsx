import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm onSignedIn={() => void navigate({ to: '/dashboard', replace: true })} />
    </AuthCard>
  );
};

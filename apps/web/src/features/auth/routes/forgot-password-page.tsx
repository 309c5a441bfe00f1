import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/ui/notify';
import { TextLink } from '../../../shared/ui/router-links';
import { AuthCard } from '../components/auth-card';
import { ForgotEmailStep } from '../components/forgot-email-step';
import { ResetPasswordStep } from '../components/reset-password-step';
import { QueryProvider } from '../../../shared/query/query-provider';

/** Spec §2: forgot password, then set a new password with the emailed code. */
const ForgotPasswordPageFrame = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);

  const done = () => {
    notifySuccess(t('auth.forgot.success'));
    void navigate({ to: '/login', replace: true });
  };

  return (
    <AuthCard
      title={email ? t('auth.forgot.resetTitle') : t('auth.forgot.title')}
      subtitle={email ? t('auth.forgot.resetSubtitle') : t('auth.forgot.subtitle')}
    >
      {email ? <ResetPasswordStep email={email} onDone={done} /> : <ForgotEmailStep onSent={setEmail} />}
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <TextLink to="/login" variant="body2" underline="hover" sx={{ display: 'inline-flex', gap: 0.5 }}>
          <ArrowBack fontSize="small" />
          {t('auth.forgot.backToLogin')}
        </TextLink>
        {email && (
          <Link
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            onClick={() => setEmail(null)}
          >
            {t('auth.forgot.resend')}
          </Link>
        )}
      </Box>
    </AuthCard>
  );
};

export const ForgotPasswordPage = () => (
  <QueryProvider>
    <ForgotPasswordPageFrame />
  </QueryProvider>
);

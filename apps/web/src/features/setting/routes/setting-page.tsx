import LockReset from '@mui/icons-material/LockReset';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openChangePassword } from '../../../shared/session/change-password-request';
import { useSession } from '../../../shared/session/use-session';
import { PageHeader } from '../../../shared/ui/page-header';
import { Can } from '../../../shared/abilities/can';
import { exchangeKeys } from '../../exchange/api/exchange-keys';
import { ApprovalRulesCard } from '../../order/components/approval-rules-card';
import { withdrawalKeys } from '../../withdrawal/api/withdrawal-keys';
import { SettingsLinks } from '../components/settings-links';
import { TwoFactorPolicy } from '../components/two-factor-policy';

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body1" sx={{ wordBreak: 'break-word' }}>
      {value || '—'}
    </Typography>
  </Box>
);

/** One settings card: its title (a heading), a rule, then the content. */
const SettingCard = ({
  title,
  contentSx,
  children,
}: {
  title: string;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}) => (
  <Card>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <Divider />
    <CardContent sx={contentSx}>{children}</CardContent>
  </Card>
);

/**
 * Settings: links to Users, Roles and Permission (as the rules allow), the profile, the password, and the
 * approval thresholds of withdrawals and exchanges (for those who manage roles).
 */
export const SettingPage = () => {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  return (
    <>
      <PageHeader title={t('settingHub.title')} description={t('settingHub.description')} />
      <SettingsLinks />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <SettingCard
            title={t('setting.profile')}
            contentSx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}
          >
            <Field label={t('setting.userName')} value={userInfo?.userName} />
            <Field label={t('auth.email')} value={userInfo?.email} />
            <Field label={t('setting.partner')} value={userInfo?.partnerName} />
            <Field label={t('setting.role')} value={userInfo?.roleName} />
            <Field label={t('setting.timezone')} value={userInfo?.timezone} />
          </SettingCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SettingCard title={t('setting.security')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('setting.securityText')}
            </Typography>
            <Button variant="contained" startIcon={<LockReset />} onClick={openChangePassword}>
              {t('user.changePassword')}
            </Button>
            <TwoFactorPolicy />
          </SettingCard>
        </Grid>
      </Grid>
      <Can I="edit" a="role">
        <Grid container spacing={3} component="section" aria-label={t('settingHub.approvals')}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ApprovalRulesCard ns="withdrawal" root={withdrawalKeys.all} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ApprovalRulesCard ns="exchange" root={exchangeKeys.all} />
          </Grid>
        </Grid>
      </Can>
    </>
  );
};

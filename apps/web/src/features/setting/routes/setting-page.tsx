import LockReset from '@mui/icons-material/LockReset';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { openChangePassword } from '../../../shared/session/change-password-request';
import { useSession } from '../../../shared/session/use-session';
import { PageHeader } from '../../../shared/ui/page-header';
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

/** Settings: links to Users, Roles and Permission (as the rules allow), the profile and the password. */
export const SettingPage = () => {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  return (
    <>
      <PageHeader title={t('settingHub.title')} description={t('settingHub.description')} />
      <SettingsLinks />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card>
            <CardHeader
              title={t('setting.profile')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <Divider />
            <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
              <Field label={t('setting.userName')} value={userInfo?.userName} />
              <Field label={t('auth.email')} value={userInfo?.email} />
              <Field label={t('setting.partner')} value={userInfo?.partnerName} />
              <Field label={t('setting.role')} value={userInfo?.roleName} />
              <Field label={t('setting.timezone')} value={userInfo?.timezone} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card>
            <CardHeader
              title={t('setting.security')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <Divider />
            <CardContent>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('setting.securityText')}
              </Typography>
              <Button variant="contained" startIcon={<LockReset />} onClick={openChangePassword}>
                {t('user.changePassword')}
              </Button>
              <TwoFactorPolicy />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
};

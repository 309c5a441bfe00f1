import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/abilities/can';
import { useSession } from '../../../shared/session/use-session';
import { PageHeader } from '../../../shared/ui/page-header';
import { DashboardCard } from '../components/dashboard-card';

/** The home screen: who is signed in for which partner, and the cards later issues fill. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: userInfo?.userName ?? '' })}
        description={userInfo ? t('dashboard.partner', { partner: userInfo.partnerName }) : undefined}
        actions={
          userInfo?.roleName ? <Chip label={userInfo.roleName} color="primary" variant="outlined" /> : null
        }
      />
      {/* Each card shows data of one module; a role without it does not see the card. */}
      <Grid container spacing={3}>
        <Can I="view" a="account">
          <Grid size={{ xs: 12, lg: 5 }}>
            <DashboardCard title={t('dashboard.balances')} />
          </Grid>
        </Can>
        <Can I="view" a="merchant">
          <Grid size={{ xs: 12, lg: 7 }}>
            <DashboardCard title={t('dashboard.merchants')} />
          </Grid>
        </Can>
        <Can I="view" a="transactions">
          <Grid size={12}>
            <DashboardCard title={t('dashboard.recentTransactions')} />
          </Grid>
        </Can>
      </Grid>
    </>
  );
};

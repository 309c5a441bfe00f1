import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/abilities/can';
import { useSession } from '../../../shared/session/use-session';
import { PageHeader } from '../../../shared/ui/page-header';
import { MerchantStatusChip } from '../../merchant/components/merchant-status-chip';
import { TransactionTable } from '../../transaction/components/transaction-table';
import { useDashboard } from '../api/dashboard-summary';
import { BalancesGlance } from '../components/balances-glance';
import { DashboardCard } from '../components/dashboard-card';
import { FLOWS_HEIGHT, FlowsChart } from '../components/flows-chart';
import { RecentMerchants } from '../components/recent-merchants';

/** The home screen: who is signed in, balances at a glance, 3 months of money in and out, what is new. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const summary = useDashboard();
  const data = summary.data;
  const loading = summary.isPending;
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
          <Grid size={{ xs: 12, lg: 5, xl: 4 }}>
            <DashboardCard
              title={t('dashboard.balances')}
              loading={loading}
              testId="dashboard-balances"
              viewAll="/account"
            >
              {data && <BalancesGlance balances={data.balances} />}
            </DashboardCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 7, xl: 8 }}>
            <DashboardCard
              title={t('dashboard.flows.title')}
              loading={loading}
              testId="dashboard-flows"
              minHeight={FLOWS_HEIGHT}
            >
              {data && <FlowsChart monthly={data.monthly} />}
            </DashboardCard>
          </Grid>
        </Can>
        <Can I="view" a="transactions">
          <Grid size={{ xs: 12, xl: 8 }}>
            <DashboardCard
              title={t('dashboard.recentTransactions')}
              loading={loading}
              testId="dashboard-transactions"
              viewAll="/transactions"
            >
              {data &&
                (data.recentTransactions.length ? (
                  <TransactionTable
                    records={data.recentTransactions}
                    compact
                    showAccount
                    label={t('dashboard.recentTransactions')}
                  />
                ) : undefined)}
            </DashboardCard>
          </Grid>
        </Can>
        <Can I="view" a="merchant">
          <Grid size={{ xs: 12, xl: 4 }}>
            <DashboardCard
              title={t('dashboard.merchants')}
              loading={loading}
              testId="dashboard-merchants"
              viewAll="/merchant"
            >
              {data && (
                <RecentMerchants
                  merchants={data.merchants}
                  counts={data.merchantCounts}
                  StatusChip={MerchantStatusChip}
                />
              )}
            </DashboardCard>
          </Grid>
        </Can>
      </Grid>
    </>
  );
};

import Chip from '@mui/material/Chip';
import Grid, { type GridProps } from '@mui/material/Grid';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '@remit/contract/account';
import type { Subject } from '@remit/contract/permission';
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

/** A dashboard card and where it stands: the module whose viewers see it, its grid width, and its content. */
type DashboardSlot = Omit<ComponentProps<typeof DashboardCard>, 'loading' | 'children'> & {
  subject: Subject;
  size: GridProps['size'];
  testId: string;
  body: (data: DashboardData) => ReactNode;
};

/** The home screen: who is signed in, balances at a glance, 3 months of money in and out, what is new. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const summary = useDashboard();
  const data = summary.data;
  const loading = summary.isPending;
  const cards: DashboardSlot[] = [
    {
      subject: 'account',
      size: { xs: 12, lg: 5, xl: 4 },
      title: t('dashboard.balances'),
      testId: 'dashboard-balances',
      viewAll: '/account',
      body: (d) => <BalancesGlance balances={d.balances} />,
    },
    {
      subject: 'account',
      size: { xs: 12, lg: 7, xl: 8 },
      title: t('dashboard.flows.title'),
      testId: 'dashboard-flows',
      minHeight: FLOWS_HEIGHT,
      body: (d) => <FlowsChart monthly={d.monthly} />,
    },
    {
      subject: 'transactions',
      size: { xs: 12, xl: 8 },
      title: t('dashboard.recentTransactions'),
      testId: 'dashboard-transactions',
      viewAll: '/transactions',
      body: (d) =>
        d.recentTransactions.length ? (
          <TransactionTable
            records={d.recentTransactions}
            compact
            showAccount
            label={t('dashboard.recentTransactions')}
          />
        ) : undefined,
    },
    {
      subject: 'merchant',
      size: { xs: 12, xl: 4 },
      title: t('dashboard.merchants'),
      testId: 'dashboard-merchants',
      viewAll: '/merchant',
      body: (d) => (
        <RecentMerchants merchants={d.merchants} counts={d.merchantCounts} StatusChip={MerchantStatusChip} />
      ),
    },
  ];
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
        {cards.map(({ subject, size, body, ...card }) => (
          <Can key={card.testId} I="view" a={subject}>
            <Grid size={size}>
              <DashboardCard {...card} loading={loading}>
                {data && body(data)}
              </DashboardCard>
            </Grid>
          </Can>
        ))}
      </Grid>
    </>
  );
};

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AccountBalance } from '@remit/contract/account';
import { EmptyState } from '../../../shared/ui/empty-state';
import { MoneyText } from '../../../shared/ui/money';

const Line = ({ label, value, currency }: { label: string; value: string; currency: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <MoneyText value={value} currency={currency} />
  </Box>
);

/** One card per balance currency: available (large), then the ledger balance and what is on hold. */
export const BalanceCards = ({
  balances,
  loading,
}: {
  balances: AccountBalance[] | undefined;
  loading: boolean;
}) => {
  const { t } = useTranslation();
  if (loading && !balances)
    return (
      <Grid container spacing={3}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Skeleton variant="rounded" height={148} />
          </Grid>
        ))}
      </Grid>
    );
  if (!balances?.length)
    return (
      <Card>
        <EmptyState text={t('account.balances.empty')} />
      </Card>
    );
  return (
    <Grid container spacing={3}>
      {balances.map((b) => (
        <Grid key={b.currency} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card data-testid="balance-card" data-currency={b.currency} sx={{ height: '100%' }}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
                <Typography variant="subtitle2" color="text.secondary">
                  {t('account.balances.available')}
                </Typography>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {b.currency}
                </Typography>
              </Box>
              <Box data-testid="balance-available" sx={{ mt: 0.5, mb: 1.5 }}>
                <MoneyText value={b.available} currency={b.currency} variant="h5" />
              </Box>
              <Divider sx={{ mb: 1.5 }} />
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Line label={t('account.balances.ledger')} value={b.ledger} currency={b.currency} />
                <Line label={t('account.balances.onHold')} value={b.onHold} currency={b.currency} />
              </Box>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountBalance } from '@remit/contract/account';
import { EmptyState } from '../../../shared/ui/empty-state';
import { MoneyText } from '../../../shared/ui/money';
import { formatMoney } from '../../../shared/ui/money-format';

/** One line per currency: the available balance, with the ledger balance and what is on hold beneath. */
export const BalancesGlance = ({ balances }: { balances: AccountBalance[] }) => {
  const { t } = useTranslation();
  if (!balances.length) return <EmptyState text={t('dashboard.noBalances')} />;
  return (
    <Box sx={{ px: 2.5, py: 1 }}>
      {balances.map((b, i) => (
        <Fragment key={b.currency}>
          {i > 0 && <Divider />}
          <Box
            data-testid="dashboard-balance"
            data-currency={b.currency}
            sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}
          >
            <Box
              sx={{
                width: 48,
                py: 0.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                textAlign: 'center',
                typography: 'subtitle2',
              }}
            >
              {b.currency}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('dashboard.available')}
              </Typography>
              <MoneyText value={b.available} currency={b.currency} variant="h6" />
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {t('dashboard.ledger', { amount: formatMoney(b.ledger, b.currency) })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {t('dashboard.onHold', { amount: formatMoney(b.onHold, b.currency) })}
              </Typography>
            </Box>
          </Box>
        </Fragment>
      ))}
    </Box>
  );
};

import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TransactionRecord } from '@remit/contract/account';
import { TRANSACTION_STATUSES } from '@remit/contract/transaction';
import { MoneyText } from '../../../shared/ui/money';

/**
 * A Pending row (spec §3 status 11) is money held for an order in progress: the ledger balance has not moved
 * yet, so instead of a zero change it says "On hold"; the posted rows replace it when the order completes.
 */
export const BalanceChange = ({
  record: r,
  showCurrency,
}: {
  record: TransactionRecord;
  showCurrency?: boolean;
}) => {
  const { t } = useTranslation();
  if (r.status === TRANSACTION_STATUSES.PENDING)
    return (
      <Typography variant="body2" component="span" color="warning.main" sx={{ whiteSpace: 'nowrap' }}>
        {t('transactions.onHold')}
      </Typography>
    );
  return (
    <MoneyText value={r.balanceChange} currency={r.billingCurrency} signed showCurrency={showCurrency} />
  );
};

import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_STATUSES } from '@remit/contract/transaction';

const colourOf = (status: number) => {
  switch (status) {
    case TRANSACTION_STATUSES.NORMAL:
      return 'success' as const;
    case TRANSACTION_STATUSES.PENDING:
    case TRANSACTION_STATUSES.TEMP:
      return 'warning' as const;
    case TRANSACTION_STATUSES.DECLINED:
    case TRANSACTION_STATUSES.INVALIDITY:
      return 'error' as const;
    default:
      return 'default' as const;
  }
};

/** Spec §3 transaction status as a small coloured label. */
export const TransactionStatusChip = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colourOf(status)}
      label={t(`transactions.statuses.${status}`, { defaultValue: String(status) })}
    />
  );
};

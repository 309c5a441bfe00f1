import { useTranslation } from 'react-i18next';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@remit/contract/transaction';
import { useTransactionText } from '../../../shared/i18n/transaction-text';
import { StatusChip } from '../../../shared/ui/status-chip';

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

/** A withdrawal's held amount or fee: the same words as its order ("money on hold until it completes"). */
const isPendingWithdrawal = (status: number, type?: number, orderNo?: string | null) =>
  status === TRANSACTION_STATUSES.PENDING &&
  (type === TRANSACTION_TYPES.WITHDRAWAL || (type === TRANSACTION_TYPES.FEE && !!orderNo?.startsWith('WD')));

/** Spec §3 transaction status as a small coloured label. */
export const TransactionStatusChip = ({
  status,
  type,
  orderNo,
}: {
  status: number;
  type?: number;
  orderNo?: string | null;
}) => {
  const { t } = useTranslation();
  const words = useTransactionText();
  return (
    <StatusChip
      color={colourOf(status)}
      label={
        isPendingWithdrawal(status, type, orderNo)
          ? t('transactions.pendingWithdrawal')
          : words.status(status)
      }
    />
  );
};

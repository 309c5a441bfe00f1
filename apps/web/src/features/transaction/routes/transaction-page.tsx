import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { TransactionList } from '../components/transaction-list';

/** Transactions (`/transactions`): every movement on every account of the partner. */
export const TransactionsPage = () => {
  const { t } = useTranslation();
  return (
    <TransactionList
      scope="all"
      header={(exportButton) => (
        <PageHeader
          title={t('transactions.title')}
          description={t('transactions.description')}
          actions={exportButton}
        />
      )}
    />
  );
};

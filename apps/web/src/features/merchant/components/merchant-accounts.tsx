import { useTranslation } from 'react-i18next';
import type { MerchantAccount } from '@remit/contract/merchant';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Money } from '../../../shared/ui/money';
import { SimpleTable } from '../../../shared/ui/simple-table';

/** The merchant's accounts (product 12), one per balance currency, opened on approval. */
export const MerchantAccounts = ({ accounts }: { accounts: MerchantAccount[] }) => {
  const { t } = useTranslation();
  if (!accounts.length) return <EmptyState text={t('merchant.accounts.empty')} />;
  return (
    <SimpleTable
      texts="merchant.accounts"
      label={t('merchant.tabs.accounts')}
      rows={accounts}
      rowKey={(a) => a.accountId}
      rowTestId="merchant-account"
      columns={[
        { key: 'currency', cell: (a) => a.currency },
        { key: 'balance', align: 'right', cell: (a) => <Money value={a.balance} currency={a.currency} /> },
        {
          key: 'available',
          align: 'right',
          cell: (a) => <Money value={a.available} currency={a.currency} />,
        },
      ]}
    />
  );
};

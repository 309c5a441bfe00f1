import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date/date-time';
import { useListSearch } from '../../../shared/list/use-list-search';
import { EntityListPage } from '../../../shared/ui/entity-list-page';
import { Money } from '../../../shared/ui/money';
import { useSetWithdrawalAccountStatus, useWithdrawalAccounts } from '../api/withdrawal-accounts';
import { withdrawalAccountListSearch } from '../lib/withdrawal-account-search';
import { useWithdrawalOrders } from '../api/withdrawal-orders';
import { WithdrawalAccountDialog } from '../components/withdrawal-account-dialog';
import { WithdrawalForm } from '../components/withdrawal-form';
import { SandboxBankPanel } from './sandbox-bank-panel';
import { OrderDetailDialog } from './order-detail-dialog';
import { moneyColumn } from '../../../shared/ui/columns';
import { ApprovalOrderFormPage, ApprovalOrdersPage } from '../../order/components/approval-order-pages';

/** /withdrawal: the form, with the available balance, fee and total; the new order opens when made. */
export const WithdrawalPage = () => {
  const { t } = useTranslation();
  return (
    <ApprovalOrderFormPage
      ns="withdrawal"
      ordersLabel={t('withdrawal.orders.link')}
      notAllowed={t('withdrawal.form.notAllowed')}
      Detail={OrderDetailDialog}
      form={(onMade) => <WithdrawalForm onCreated={onMade} />}
    />
  );
};

/** /withdrawal/accounts: where withdrawals go; enable or disable (entity status 1/2). */
export const WithdrawalAccountsPage = () => {
  const { t } = useTranslation();
  const list = useListSearch(withdrawalAccountListSearch);
  return (
    <EntityListPage
      screen="screens.withdrawalAccounts"
      subject="withdrawal"
      ns="withdrawal"
      addLabel={t('withdrawal.accounts.add')}
      columns={[
        { key: 'beneficiary', header: t('withdrawal.columns.beneficiary'), cell: (a) => a.beneficiaryName },
        {
          key: 'accountNumber',
          header: t('withdrawal.columns.accountNumber'),
          cell: (a) => <span style={{ fontFamily: 'monospace' }}>{a.accountNumber}</span>,
        },
        { key: 'alias', header: t('withdrawal.accounts.alias'), cell: (a) => a.alias || '—', priority: 3 },
        { key: 'currency', header: t('withdrawal.columns.currency'), cell: (a) => a.currency, lead: true },
      ]}
      after={[
        {
          key: 'created',
          header: t('withdrawal.columns.created'),
          cell: (a) => formatDateTime(a.createdAt),
          nowrap: true,
          priority: 2,
        },
      ]}
      setStatus={useSetWithdrawalAccountStatus()}
      rowTestId="withdrawal-account-row"
      query={useWithdrawalAccounts(list.request)}
      list={list}
      Dialog={WithdrawalAccountDialog}
    />
  );
};

/** /withdrawal/orders: filters, paging, export, and each order's detail with its status history. */
export const WithdrawalOrdersPage = () => {
  const { t } = useTranslation();
  return (
    <ApprovalOrdersPage
      ns="withdrawal"
      newLabel={t('withdrawal.orders.new')}
      useOrders={useWithdrawalOrders}
      columns={[
        {
          key: 'beneficiary',
          header: t('withdrawal.columns.beneficiary'),
          cell: (o) => (
            <>
              {o.beneficiaryName}
              <br />
              <span style={{ opacity: 0.7, fontSize: 12, wordBreak: 'break-all' }}>{o.accountNumber}</span>
            </>
          ),
        },
        moneyColumn(
          'amount',
          t('withdrawal.columns.amount'),
          (o) => <Money value={o.amount} currency={o.currency} />,
          {
            lead: true,
          },
        ),
        moneyColumn(
          'fee',
          t('withdrawal.columns.fee'),
          (o) => <Money value={o.fee} currency={o.currency} />,
          {
            priority: 3,
          },
        ),
        moneyColumn(
          'total',
          t('withdrawal.columns.total'),
          (o) => <Money value={o.total} currency={o.currency} />,
          {
            priority: 2,
          },
        ),
      ]}
      before={<SandboxBankPanel />}
      Detail={OrderDetailDialog}
    />
  );
};

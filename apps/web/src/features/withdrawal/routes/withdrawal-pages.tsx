import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalAccountRecord } from '@remit/contract/beneficiary';
import { Can } from '../../../shared/abilities/can';
import { formatDateTime } from '../../../shared/date/date-time';
import { useListSearch } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { entityActionsColumn, entityStatusColumn } from '../../../shared/ui/entity-actions';
import { ExportButton } from '../../../shared/ui/export-button';
import { Money } from '../../../shared/ui/money';
import { ListPage } from '../../../shared/ui/list-page';
import { LinkButton } from '../../../shared/ui/router-links';
import { OrderStatusCell } from '../../order/components/approval-panel';
import { OrderFilters } from '../../order/components/order-filters';
import { orderListSearch } from '../../order/lib/order-search';
import { useSetWithdrawalAccountStatus, useWithdrawalAccounts } from '../api/withdrawal-accounts';
import { withdrawalAccountListSearch } from '../lib/withdrawal-account-search';
import { useWithdrawalOrders } from '../api/withdrawal-orders';
import { WithdrawalAccountDialog } from '../components/withdrawal-account-dialog';
import { WithdrawalForm } from '../components/withdrawal-form';
import { SandboxBankPanel } from './sandbox-bank-panel';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFormScreen } from '../../order/components/order-form-screen';
import { orderColumns } from '../../order/components/order-columns';
import { moneyColumn } from '../../../shared/ui/columns';
import { AddButton } from '../../../shared/ui/add-button';

/** /withdrawal: the form, with the available balance, fee and total; the new order opens when made. */
export const WithdrawalPage = () => {
  const { t } = useTranslation();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <OrderFormScreen
        title={t('screens.withdrawal.title')}
        description={t('screens.withdrawal.description')}
        subject="withdrawal"
        orders={{ to: '/withdrawal/orders', label: t('withdrawal.orders.link') }}
        notAllowed={t('withdrawal.form.notAllowed')}
      >
        <WithdrawalForm onCreated={setCreated} />
      </OrderFormScreen>
      <OrderDetailDialog id={created} onClose={() => setCreated(null)} />
    </>
  );
};

/** /withdrawal/accounts: where withdrawals go; enable or disable (entity status 1/2). */
export const WithdrawalAccountsPage = () => {
  const { t } = useTranslation();
  const list = useListSearch(withdrawalAccountListSearch);
  const [editing, setEditing] = useState<WithdrawalAccountRecord | 'new' | null>(null);
  const query = useWithdrawalAccounts(list.request);
  const setStatus = useSetWithdrawalAccountStatus();
  const addButton = (
    <AddButton subject="withdrawal" onClick={() => setEditing('new')}>
      {t('withdrawal.accounts.add')}
    </AddButton>
  );
  const columns: Column<WithdrawalAccountRecord>[] = [
    { key: 'beneficiary', header: t('withdrawal.columns.beneficiary'), cell: (a) => a.beneficiaryName },
    {
      key: 'accountNumber',
      header: t('withdrawal.columns.accountNumber'),
      cell: (a) => <span style={{ fontFamily: 'monospace' }}>{a.accountNumber}</span>,
    },
    { key: 'alias', header: t('withdrawal.accounts.alias'), cell: (a) => a.alias || '—', priority: 3 },
    { key: 'currency', header: t('withdrawal.columns.currency'), cell: (a) => a.currency, lead: true },
    entityStatusColumn(t('withdrawal.columns.status'), (s) => t(`withdrawal.entityStatus.${s}`)),
    {
      key: 'created',
      header: t('withdrawal.columns.created'),
      cell: (a) => formatDateTime(a.createdAt),
      nowrap: true,
      priority: 2,
    },
    entityActionsColumn<WithdrawalAccountRecord>({
      subject: 'withdrawal',
      ns: 'withdrawal',
      onEdit: setEditing,
      onStatus: (a, status) => setStatus.mutate({ id: a.id, status }),
    }),
  ];
  return (
    <ListPage
      screen="screens.withdrawalAccounts"
      add={addButton}
      columns={columns}
      rowTestId="withdrawal-account-row"
      query={query}
      list={list}
    >
      <WithdrawalAccountDialog
        open={editing !== null}
        account={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </ListPage>
  );
};

/** /withdrawal/orders: filters, paging, export, and each order's detail with its status history. */
export const WithdrawalOrdersPage = () => {
  const { t } = useTranslation();
  const list = useListSearch(orderListSearch);
  const [open, setOpen] = useState<string | null>(null);
  const query = useWithdrawalOrders(list.request);
  const newButton = (
    <Can I="add" a="withdrawal">
      <LinkButton to="/withdrawal" variant="contained" startIcon={<Add />}>
        {t('withdrawal.orders.new')}
      </LinkButton>
    </Can>
  );
  const columns = orderColumns(
    {
      orderNo: t('withdrawal.columns.orderNo'),
      created: t('withdrawal.columns.created'),
      status: t('withdrawal.columns.status'),
      details: t('withdrawal.details'),
    },
    (o) => <OrderStatusCell ns="withdrawal" order={o} />,
    setOpen,
    [
      {
        key: 'beneficiary',
        header: t('withdrawal.columns.beneficiary'),
        cell: (o) => (
          <>
            {o.beneficiaryName}
            <br />
            <span style={{ opacity: 0.7, fontSize: 12 }}>{o.accountNumber}</span>
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
      moneyColumn('fee', t('withdrawal.columns.fee'), (o) => <Money value={o.fee} currency={o.currency} />, {
        priority: 3,
      }),
      moneyColumn(
        'total',
        t('withdrawal.columns.total'),
        (o) => <Money value={o.total} currency={o.currency} />,
        {
          priority: 2,
        },
      ),
    ],
  );
  return (
    <ListPage
      screen="screens.withdrawalOrders"
      actions={
        <>
          <ExportButton kind="withdrawalOrders" filter={list.filter} />
          {newButton}
        </>
      }
      before={<SandboxBankPanel />}
      filters={<OrderFilters ns="withdrawal" value={list.filter} onSearch={list.setFilter} />}
      columns={columns}
      rowTestId="withdrawal-order-row"
      query={query}
      list={list}
      empty={{ action: newButton }}
    >
      <OrderDetailDialog id={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
};

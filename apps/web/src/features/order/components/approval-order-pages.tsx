import Add from '@mui/icons-material/Add';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalOrderType } from '@remit/contract/approval';
import type { OrderRecord } from '@remit/contract/order';
import { Can } from '../../../shared/abilities/can';
import { useListSearch } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { ExportButton } from '../../../shared/ui/export-button';
import { ListPage } from '../../../shared/ui/list-page';
import { LinkButton } from '../../../shared/ui/router-links';
import { orderListSearch } from '../lib/order-search';
import { OrderStatusCell } from './approval-panel';
import { orderColumns } from './order-columns';
import { OrderFilters } from './order-filters';
import { OrderFormScreen } from './order-form-screen';

/** An order's detail dialog: the order shown (none: closed). */
export type OrderDialog = ComponentType<{ id: string | null; onClose: () => void }>;

/**
 * The form screen of orders that wait on approval (exchange, withdrawal): the form, and the order it makes
 * opened in its detail dialog.
 */
export const ApprovalOrderFormPage = ({
  ns,
  ordersLabel,
  notAllowed,
  Detail,
  form,
}: {
  ns: ApprovalOrderType;
  ordersLabel: string;
  notAllowed: string;
  Detail: OrderDialog;
  /** The form, handed what opens the order it makes. */
  form: (onMade: (id: string) => void) => ReactNode;
}) => {
  const { t } = useTranslation();
  const [made, setMade] = useState<string | null>(null);
  return (
    <>
      <OrderFormScreen
        title={t(`screens.${ns}.title`)}
        description={t(`screens.${ns}.description`)}
        subject={ns}
        orders={{ to: `/${ns}/orders` as const, label: ordersLabel }}
        notAllowed={notAllowed}
      >
        {form(setMade)}
      </OrderFormScreen>
      <Detail id={made} onClose={() => setMade(null)} />
    </>
  );
};

/**
 * The order list of orders that wait on approval (`/exchange/orders`, `/withdrawal/orders`): filters, paging
 * and export, New for whoever may add one, the order number, creation, the kind's own columns, the status
 * (with whether it awaits approval) and each order's detail.
 */
export const ApprovalOrdersPage = ({
  ns,
  newLabel,
  useOrders,
  columns,
  before,
  Detail,
}: {
  ns: ApprovalOrderType;
  newLabel: string;
  /** The list's page call. */
  useOrders: (request: ReturnType<typeof orderListSearch>) => {
    data?: { records: OrderRecord[]; total: number };
    isPending: boolean;
    isFetching: boolean;
  };
  /** The columns between the creation and the status. */
  columns: Column<OrderRecord>[];
  /** What stands above the list (a sandbox panel). */
  before?: ReactNode;
  Detail: OrderDialog;
}) => {
  const { t } = useTranslation();
  const list = useListSearch(orderListSearch);
  const [open, setOpen] = useState<string | null>(null);
  const query = useOrders(list.request);
  const newButton = (
    <Can I="add" a={ns}>
      <LinkButton to={`/${ns}` as const} variant="contained" startIcon={<Add />}>
        {newLabel}
      </LinkButton>
    </Can>
  );
  return (
    <ListPage
      screen={`screens.${ns}Orders`}
      actions={
        <>
          <ExportButton kind={`${ns}Orders`} filter={list.filter} />
          {newButton}
        </>
      }
      before={before}
      filters={<OrderFilters ns={ns} value={list.filter} onSearch={list.setFilter} />}
      columns={orderColumns(
        {
          orderNo: t(`${ns}.columns.orderNo`),
          created: t(`${ns}.columns.created`),
          status: t(`${ns}.columns.status`),
          details: t(`${ns}.details`),
        },
        (o) => (
          <OrderStatusCell ns={ns} order={o} />
        ),
        setOpen,
        columns,
      )}
      rowTestId={`${ns}-order-row`}
      query={query}
      list={list}
      empty={{ action: newButton }}
    >
      <Detail id={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
};

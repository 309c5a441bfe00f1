import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date/date-time';
import { useListSearch } from '../../../shared/list/use-list-search';
import { DataTable } from '../../../shared/ui/data-table';
import { Money, moneyWithCode } from '../../../shared/ui/money';
import type { MerchantOrderApi } from '../api/merchant-order';
import type { MerchantOrderNamespace } from '../lib/order-namespace';
import { orderListSearch } from '../lib/order-search';
import { OrderFilters } from './order-filters';
import { OrderStatusChip } from './order-status-chip';
import { orderColumns } from './order-columns';
import { moneyColumn } from '../../../shared/ui/columns';

type Scope = { ns: MerchantOrderNamespace; api: MerchantOrderApi };

const Detail = ({ ns, api, id, onClose }: Scope & { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const o = api.useOrder(id).data;
  return (
    <Dialog open={!!id} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {t(`${ns}.order.detail`)} {o?.orderNo}
      </DialogTitle>
      <DialogContent dividers>
        {o && (
          <>
            <Typography variant="body2">
              {t(`${ns}.order.directions.${o.direction}`)} · {o.merchantId}
            </Typography>
            <Typography variant="h6" component="p" sx={{ my: 1, fontVariantNumeric: 'tabular-nums' }}>
              {moneyWithCode(o.amount, o.currency)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t(`${ns}.order.fee`)}: {moneyWithCode(o.fee, o.currency)}
            </Typography>
            <Divider sx={{ my: 2 }} />
            {o.history.map((h, i) => (
              <Typography key={i} variant="body2" sx={{ py: 0.5 }}>
                {formatDateTime(h.createdAt)} · {t(`${ns}.status.${h.status}`)} · {h.userName ?? '—'}
              </Typography>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * Payment or transfer orders: filters, page and size in the URL (the route validates them with
 * `orderListSearch`), and each order's detail with its status history.
 */
export const MerchantOrdersList = ({ ns, api }: Scope) => {
  const { t } = useTranslation();
  const list = useListSearch(orderListSearch);
  const [open, setOpen] = useState<string | null>(null);
  const query = api.useOrders(list.request);
  const columns = orderColumns(
    {
      orderNo: t(`${ns}.order.orderNo`),
      created: t(`${ns}.order.created_at`),
      status: t(`${ns}.columns.status`),
      details: t(`${ns}.order.details`),
    },
    (o) => <OrderStatusChip ns={ns} status={o.status} />,
    setOpen,
    [
      {
        key: 'direction',
        header: t(`${ns}.order.direction`),
        cell: (o) => t(`${ns}.order.directions.${o.direction}`),
      },
      moneyColumn(
        'amount',
        t(`${ns}.order.amount`),
        (o) => <Money value={o.amount} currency={o.currency} />,
        {
          lead: true,
        },
      ),
    ],
  );
  return (
    <Card>
      <OrderFilters ns={ns} value={list.filter} onSearch={list.setFilter} />
      <Divider />
      <DataTable
        label={t(`${ns}.order.title`)}
        columns={columns}
        rows={query.data?.records}
        rowKey={(o) => o.id}
        rowProps={() => ({ 'data-testid': `${ns}-order-row` })}
        loading={query.isPending}
        fetching={query.isFetching}
        empty={{ text: t('empty.noRecords') }}
        paging={list.paging(query.data?.total)}
      />
      <Detail ns={ns} api={api} id={open} onClose={() => setOpen(null)} />
    </Card>
  );
};

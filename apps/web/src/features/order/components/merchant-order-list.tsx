import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@remit/contract/gateway';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { MerchantOrderApi } from '../api/merchant-order';
import type { MerchantOrderNamespace } from '../lib/order-namespace';
import { OrderFilters, type OrderFilterValues } from './order-filters';
import { OrderStatusChip } from './order-status-chip';
import { ListPagination } from '../../../shared/ui/list-pagination';
import { Money, moneyWithCode } from '../../../shared/ui/money';

type Size = (typeof PAGE_SIZES)[number];

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
            <Typography variant="h6" sx={{ my: 1, fontVariantNumeric: 'tabular-nums' }}>
              {moneyWithCode(o.amount, o.currency)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t(`${ns}.order.fee`)}: {moneyWithCode(o.fee, o.currency)}
            </Typography>
            <Divider sx={{ my: 2 }} />
            {o.history.map((h, i) => (
              <Typography key={i} variant="body2" sx={{ py: 0.5 }}>
                {dayjs(h.createdAt).format('YYYY-MM-DD HH:mm:ss')} · {t(`${ns}.status.${h.status}`)} ·{' '}
                {h.userName ?? '—'}
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

/** Payment or transfer orders: filters, paging and each order's detail with its status history. */
export const MerchantOrdersList = ({
  ns,
  api,
  onFilter,
}: Scope & { onFilter?: (filter: OrderFilterValues) => void }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderFilterValues>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(10);
  const [open, setOpen] = useState<string | null>(null);
  const query = api.useOrders({ ...filter, page, size });
  const records = query.data?.records ?? [];
  return (
    <Card>
      <OrderFilters
        ns={ns}
        onSearch={(next) => {
          setFilter(next);
          onFilter?.(next);
          setPage(1);
        }}
      />
      <Divider />
      {records.length === 0 ? (
        <EmptyState text={query.isPending ? t(`${ns}.loading`) : t('empty.noRecords')} />
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t(`${ns}.order.orderNo`)}</TableCell>
                <TableCell>{t(`${ns}.order.created_at`)}</TableCell>
                <TableCell>{t(`${ns}.order.direction`)}</TableCell>
                <TableCell align="right">{t(`${ns}.order.amount`)}</TableCell>
                <TableCell>{t(`${ns}.columns.status`)}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((o) => (
                <TableRow key={o.id} hover data-testid={`${ns}-order-row`}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{o.orderNo}</TableCell>
                  <TableCell>{dayjs(o.createdAt).format('YYYY-MM-DD HH:mm:ss')}</TableCell>
                  <TableCell>{t(`${ns}.order.directions.${o.direction}`)}</TableCell>
                  <TableCell align="right">
                    <Money value={o.amount} currency={o.currency} />
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip ns={ns} status={o.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setOpen(o.id)}>
                      {t(`${ns}.order.details`)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination
        total={query.data?.total ?? 0}
        page={page}
        size={size}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
      <Detail ns={ns} api={api} id={open} onClose={() => setOpen(null)} />
    </Card>
  );
};

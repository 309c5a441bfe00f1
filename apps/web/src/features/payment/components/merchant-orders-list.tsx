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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@remit/contract/gateway';
import { EmptyState } from '../../../shared/ui/empty-state';
import { usePaymentOrder, usePaymentOrders } from '../api/payment-orders';
import { OrderFilters, type OrderFilterValues } from './order-filters';
import { OrderStatusChip } from './order-status-chip';

type Size = (typeof PAGE_SIZES)[number];

const Detail = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const o = usePaymentOrder(id).data;
  return (
    <Dialog open={!!id} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {t('payment.order.detail')} {o?.orderNo}
      </DialogTitle>
      <DialogContent dividers>
        {o && (
          <>
            <Typography variant="body2">
              {t(`payment.order.directions.${o.direction}`)} · {o.merchantId}
            </Typography>
            <Typography variant="h6" sx={{ my: 1 }}>
              {o.amount} {o.currency}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('payment.order.fee')}: {o.fee} {o.currency}
            </Typography>
            <Divider sx={{ my: 2 }} />
            {o.history.map((h, i) => (
              <Typography key={i} variant="body2" sx={{ py: 0.5 }}>
                {dayjs(h.createdAt).format('YYYY-MM-DD HH:mm:ss')} · {t(`payment.status.${h.status}`)} ·{' '}
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

/** Payment orders: filters, paging and each order's detail with its status history. */
export const MerchantOrdersList = ({ onFilter }: { onFilter?: (filter: OrderFilterValues) => void }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderFilterValues>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(10);
  const [open, setOpen] = useState<string | null>(null);
  const query = usePaymentOrders({ ...filter, page, size });
  const records = query.data?.records ?? [];
  return (
    <Card>
      <OrderFilters
        onSearch={(next) => {
          setFilter(next);
          onFilter?.(next);
          setPage(1);
        }}
      />
      <Divider />
      {records.length === 0 ? (
        <EmptyState text={query.isPending ? t('payment.loading') : t('empty.noRecords')} />
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('payment.order.orderNo')}</TableCell>
                <TableCell>{t('payment.order.created_at')}</TableCell>
                <TableCell>{t('payment.order.direction')}</TableCell>
                <TableCell align="right">{t('payment.order.amount')}</TableCell>
                <TableCell>{t('payment.columns.status')}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((o) => (
                <TableRow key={o.id} hover data-testid="payment-order-row">
                  <TableCell sx={{ fontFamily: 'monospace' }}>{o.orderNo}</TableCell>
                  <TableCell>{dayjs(o.createdAt).format('YYYY-MM-DD HH:mm:ss')}</TableCell>
                  <TableCell>{t(`payment.order.directions.${o.direction}`)}</TableCell>
                  <TableCell align="right">
                    {o.amount} {o.currency}
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip status={o.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setOpen(o.id)}>
                      {t('payment.order.details')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={query.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZES]}
        labelRowsPerPage={t('payment.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('payment.displayedRows', { from, to, count })}
        onPageChange={(_e, next) => setPage(next + 1)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value) as Size);
          setPage(1);
        }}
      />
      <Detail id={open} onClose={() => setOpen(null)} />
    </Card>
  );
};

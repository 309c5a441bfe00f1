import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalOrderType } from '@remit/contract/approval';
import type { OrderDetail } from '@remit/contract/order';
import { useOrderDetail } from '../api/order-detail';
import { ApprovalActions, ApprovalNotice } from './approval-panel';
import { OrderStatusChip } from './order-status-chip';

/** One figure of an order: its name, and its value on the right. */
export const OrderRow = ({ label, value, sx }: { label: string; value: ReactNode; sx?: SxProps<Theme> }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={[{ textAlign: 'right' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}>
      {value}
    </Typography>
  </Box>
);

/**
 * An order's details dialog, the order fetched by its id: its title, number and status; a waiting order's approval notice; the order's
 * figures, then its status history under `historyTitle`; Approve or Reject (when it waits on this user) and
 * Close.
 */
export const OrderDetailFrame = ({
  ns,
  id,
  orderKey,
  root,
  title,
  historyTitle,
  history,
  onClose,
  children,
}: {
  ns: ApprovalOrderType;
  /** The order shown (none: closed). */
  id: string | null;
  /** The order's query key. */
  orderKey: (id: string) => readonly unknown[];
  /** The query keys the approval refreshes. */
  root: readonly string[];
  title: string;
  historyTitle: string;
  /** The order's status history. */
  history: (order: OrderDetail) => ReactNode;
  onClose: () => void;
  /** The order's figures. */
  children: (order: OrderDetail) => ReactNode;
}) => {
  const { t } = useTranslation();
  const order = useOrderDetail(ns, orderKey(id ?? ''), id).data;
  return (
    <Dialog open={!!id} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {title} {order?.orderNo}
        {order && <OrderStatusChip ns={ns} status={order.status} />}
      </DialogTitle>
      <DialogContent dividers>
        {order && <ApprovalNotice ns={ns} order={order} />}
        {order && (
          <>
            {children(order)}
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {historyTitle}
            </Typography>
            {history(order)}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {order && <ApprovalActions ns={ns} order={order} root={root} />}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useExchangeOrder } from '../api/exchange';
import { exchangeKeys } from '../api/exchange-keys';
import { ApprovalActions, ApprovalNotice } from '../../order/components/approval-panel';
import { OrderStatusChip } from '../../order/components/order-status-chip';
import { Money, Rate } from '../../../shared/ui/money';
import { formatDateTime } from '../../../shared/date/date-time';

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ textAlign: 'right' }}>
      {value}
    </Typography>
  </Box>
);

/** An exchange order's figures and status history; a waiting one says who may approve it. */
export const ExchangeOrderDialog = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const o = useExchangeOrder(id).data;
  return (
    <Dialog open={!!id} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {t('exchange.detail')} {o?.orderNo}
        {o && <OrderStatusChip ns="exchange" status={o.status} />}
      </DialogTitle>
      <DialogContent dividers>
        {o && <ApprovalNotice ns="exchange" order={o} />}
        {o && (
          <>
            <Row label={t('exchange.youSell')} value={<Money value={o.total} currency={o.currency} />} />
            <Row label={t('exchange.fee')} value={<Money value={o.fee} currency={o.currency} />} />
            <Row
              label={t('exchange.rate')}
              value={
                o.rate && o.buyCurrency ? (
                  <Rate value={o.rate} base={o.currency} quote={o.buyCurrency} />
                ) : (
                  '—'
                )
              }
            />
            {o.quotedRate && o.buyCurrency && o.quotedRate !== o.rate && (
              <Row
                label={t('exchange.quotedRate')}
                value={<Rate value={o.quotedRate} base={o.currency} quote={o.buyCurrency} />}
              />
            )}
            <Row
              label={t('exchange.youGet')}
              value={
                o.buyAmount && o.buyCurrency ? <Money value={o.buyAmount} currency={o.buyCurrency} /> : '—'
              }
            />
            <Row
              label={t('exchange.fixedSide')}
              value={t(o.fixedSide === 'buy' ? 'exchange.fixBuy' : 'exchange.fixSell')}
            />
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('exchange.history')}
            </Typography>
            {o.history.map((h, i) => (
              <Row
                key={i}
                label={formatDateTime(h.createdAt)}
                value={`${t(`exchange.status.${h.status}`)} · ${h.userName ?? '—'}`}
              />
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {o && <ApprovalActions ns="exchange" order={o} root={exchangeKeys.all} />}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

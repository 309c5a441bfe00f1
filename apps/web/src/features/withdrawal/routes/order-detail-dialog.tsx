import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/ui/money';
import { formatDateTime } from '../../../shared/date/date-time';
import { ApprovalActions, ApprovalNotice } from '../../order/components/approval-panel';
import { useWithdrawalOrder } from '../api/withdrawal-orders';
import { withdrawalKeys } from '../api/withdrawal-keys';
import { OrderStatusChip } from '../../order/components/order-status-chip';

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ textAlign: 'right', wordBreak: 'break-all' }}>
      {value}
    </Typography>
  </Box>
);

/** An order's figures and its status history (the bank's outcomes are simulated in the operator's sandbox panel). */
export const OrderDetailDialog = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const order = useWithdrawalOrder(id);
  const o = order.data;
  return (
    <Dialog open={!!id} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {t('withdrawal.detail.title')} {o?.orderNo}
        {o && <OrderStatusChip ns="withdrawal" status={o.status} />}
      </DialogTitle>
      <DialogContent dividers>
        {o && <ApprovalNotice ns="withdrawal" order={o} />}
        {o && (
          <>
            <Row label={t('withdrawal.columns.beneficiary')} value={o.beneficiaryName ?? '—'} />
            <Row label={t('withdrawal.columns.accountNumber')} value={o.accountNumber ?? '—'} />
            <Row
              label={t('withdrawal.columns.amount')}
              value={<Money value={o.amount} currency={o.currency} />}
            />
            <Row label={t('withdrawal.columns.fee')} value={<Money value={o.fee} currency={o.currency} />} />
            <Row
              label={t('withdrawal.columns.total')}
              value={<Money value={o.total} currency={o.currency} />}
            />
            {o.failureReason && <Row label={t('withdrawal.detail.reason')} value={o.failureReason} />}
            {o.remark && <Row label={t('withdrawal.form.remark')} value={o.remark} />}
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('withdrawal.detail.history')}
            </Typography>
            <Stepper
              orientation="vertical"
              activeStep={o.history.length}
              aria-label={t('withdrawal.detail.history')}
            >
              {o.history.map((h, i) => (
                <Step key={i} completed>
                  <StepLabel optional={formatDateTime(h.createdAt)}>
                    {t(`withdrawal.status.${h.status}`)}
                  </StepLabel>
                  <StepContent TransitionProps={{ in: true }}>
                    <Typography variant="caption" color="text.secondary">
                      {h.userName ?? t('withdrawal.detail.bank')}
                    </Typography>
                  </StepContent>
                </Step>
              ))}
            </Stepper>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {o && <ApprovalActions ns="withdrawal" order={o} root={withdrawalKeys.all} />}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/ui/money';
import { formatDateTime } from '../../../shared/date/date-time';
import { OrderDetailFrame, OrderRow } from '../../order/components/order-detail-frame';
import { withdrawalKeys } from '../api/withdrawal-keys';

/** A figure that may be a long account number: it breaks anywhere rather than widen the dialog. */
const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <OrderRow label={label} value={value} sx={{ wordBreak: 'break-all' }} />
);

/** An order's figures and its status history (the bank's outcomes are simulated in the operator's sandbox panel). */
export const OrderDetailDialog = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <OrderDetailFrame
      ns="withdrawal"
      id={id}
      orderKey={withdrawalKeys.order}
      root={withdrawalKeys.all}
      title={t('withdrawal.detail.title')}
      historyTitle={t('withdrawal.detail.history')}
      history={(o) => (
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
      )}
      onClose={onClose}
    >
      {(o) => (
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
        </>
      )}
    </OrderDetailFrame>
  );
};

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  authRecordTypeText,
  type AuthorizationRecord,
  type NetworkMessageType,
} from '@remit/contract/card-authorization';
import { formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';
import { moneyWithCode } from '../../../shared/ui/money';
import { AuthStatusChip, SettleStatusChip } from './authorization-chips';

/** The dot's colour: what happened to the money at this step. */
const dotColor = (step: AuthorizationRecord) =>
  step.authStatus === 'declined'
    ? 'error.main'
    : step.messageType === 'reversal' || step.recordType === 'authorizationExpired'
      ? 'warning.main'
      : step.messageType === 'refund'
        ? 'secondary.main'
        : 'success.main';

/**
 * The record's lifecycle, oldest first: the authorization, then its clearing or reversal, then refunds;
 * each step with its message, amount and time (a vertical timeline; @mui/lab is not installed).
 */
export const LifecycleTimeline = ({ steps, current }: { steps: AuthorizationRecord[]; current: string }) => {
  const { t } = useTranslation();
  const text = useContractText();
  return (
    <Box component="section" aria-labelledby="lifecycle-title">
      <Typography id="lifecycle-title" variant="subtitle2" component="h2" color="primary" sx={{ mb: 1.5 }}>
        {t('cardAuthorization.timeline.title')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="authorization-timeline">
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step.id}
            data-testid="timeline-step"
            aria-current={step.id === current ? 'step' : undefined}
            sx={{ display: 'flex', gap: 1.5 }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: dotColor(step), flexShrink: 0 }}
              />
              {index < steps.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: index < steps.length - 1 ? 2.5 : 0, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: step.id === current ? 700 : 600 }}>
                {t(`cardAuthorization.messages.${step.messageType satisfies NetworkMessageType}`)}
                {' · '}
                {text(authRecordTypeText[step.recordType], step.recordType)}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {moneyWithCode(step.transactionAmount, step.transactionCurrency)}
                {step.billingCurrency !== step.transactionCurrency &&
                  ` (${moneyWithCode(step.billingAmount, step.billingCurrency)})`}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(step.createdAt)} · {step.recordNo}
                {step.authCode ? ` · ${t('cardAuthorization.fields.authCode')} ${step.authCode}` : ''}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                <AuthStatusChip status={step.authStatus} />
                {step.settleStatus && <SettleStatusChip status={step.settleStatus} />}
              </Box>
              {step.authStatus === 'declined' && step.reason && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {step.reason}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

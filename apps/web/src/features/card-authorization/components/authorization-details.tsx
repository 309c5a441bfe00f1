import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authRecordTypeText, type AuthorizationDetail } from '@remit/contract/card-authorization';
import { formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';
import { moneyWithCode } from '../../../shared/ui/money';
import { PageHeader } from '../../../shared/ui/page-header';
import { useAuthorization } from '../api/card-authorization-get';
import { AuthStatusChip, SettleStatusChip } from './authorization-chips';
import { DeclineAlert } from './decision-alert';
import { LifecycleTimeline } from './lifecycle-timeline';
import { RecordActions } from './record-actions';
import { useDetailsFrame } from '../../../shared/ui/details-pending';

const Field = ({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography
      variant="body2"
      component="dd"
      sx={{ m: 0, wordBreak: 'break-word', fontFamily: mono ? 'monospace' : undefined }}
    >
      {children === '' || children === null || children === undefined ? '—' : children}
    </Typography>
  </Grid>
);

/** Every field of the record (spec §3 Card authorization record). */
const RecordFields = ({ r, onOpen }: { r: AuthorizationDetail; onOpen: (id: string) => void }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const f = (key: string) => t(`cardAuthorization.fields.${key}`);
  // A code shown as it is (monospace); an amount with its currency.
  const code = (key: string, value: string | null | undefined) => (
    <Field label={f(key)} mono>
      {value}
    </Field>
  );
  const money = (key: string, amount: string, currency: string) => (
    <Field label={f(key)}>{moneyWithCode(amount, currency)}</Field>
  );
  const original = r.originalId ? r.lifecycle.find((s) => s.id === r.originalId) : undefined;
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }} data-testid="authorization-fields">
      {code('recordNo', r.recordNo)}
      <Field label={f('recordType')}>{text(authRecordTypeText[r.recordType], r.recordType)}</Field>
      <Field label={f('createdAt')}>{formatDateTime(r.createdAt)}</Field>
      {code('card', r.maskedPan)}
      {code('authCode', r.authCode)}
      <Field label={f('authStatus')}>
        <AuthStatusChip status={r.authStatus} />
      </Field>
      <Field label={f('settleStatus')}>
        <SettleStatusChip status={r.settleStatus} />
      </Field>
      {money('transactionAmount', r.transactionAmount, r.transactionCurrency)}
      {money('billingAmount', r.billingAmount, r.billingCurrency)}
      {money('reversedTransactionAmount', r.reversedTransactionAmount, r.transactionCurrency)}
      {money('reversedBillingAmount', r.reversedBillingAmount, r.billingCurrency)}
      {money('settledTransactionAmount', r.settledTransactionAmount, r.transactionCurrency)}
      {money('settledBillingAmount', r.settledBillingAmount, r.billingCurrency)}
      {money('refundedBillingAmount', r.refundedBillingAmount, r.billingCurrency)}
      {code('responseCode', r.responseCode)}
      <Field label={f('processStatus')}>{t(`cardAuthorization.processStatus.${r.processStatus}`)}</Field>
      <Field label={f('originalId')} mono>
        {r.originalId ? (
          <Button size="small" sx={{ p: 0, minWidth: 0 }} onClick={() => onOpen(r.originalId!)}>
            {original?.recordNo ?? r.originalId}
          </Button>
        ) : (
          ''
        )}
      </Field>
      {code('acquirerId', r.acquirerId)}
      {code('mcc', r.mcc)}
      {code('acceptorId', r.acceptorId)}
      <Field label={f('acceptorName')}>{r.acceptorName}</Field>
      <Field label={f('merchantName')}>{r.merchantName}</Field>
      <Field label={f('country')}>{r.country}</Field>
      {code('rate', r.rate)}
      <Field label={f('expiresAt')}>{r.expiresAt ? formatDateTime(r.expiresAt) : ''}</Field>
      {code('networkMessageId', r.networkMessageId)}
    </Grid>
  );
};

/** One authorization or settlement record: its fields, its lifecycle and (sandbox) its next moves. */
export const AuthorizationDetails = ({
  id,
  onBack,
  onOpen,
}: {
  id: string;
  onBack: () => void;
  onOpen: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const query = useAuthorization(id);
  const r = query.data;
  const { back, pending } = useDetailsFrame('cardAuthorization', query, onBack);
  if (pending || !r) return pending;
  return (
    <>
      <PageHeader
        title={`${t('cardAuthorization.details.title')} · ${r.recordNo}`}
        description={`${r.maskedPan} · ${r.acceptorName} · ${moneyWithCode(r.transactionAmount, r.transactionCurrency)}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <RecordActions record={r} size="medium" />
            {back}
          </Box>
        }
      />
      {r.authStatus === 'declined' && (
        <Box sx={{ mb: 2 }}>
          <DeclineAlert record={r} />
        </Box>
      )}
      <Card>
        <CardContent>
          <Typography variant="subtitle2" component="h2" color="primary" sx={{ mb: 1.5 }}>
            {t('cardAuthorization.details.record')}
          </Typography>
          <RecordFields r={r} onOpen={onOpen} />
        </CardContent>
        <Divider />
        <CardContent>
          <LifecycleTimeline steps={r.lifecycle.length ? r.lifecycle : [r]} current={r.id} />
        </CardContent>
      </Card>
    </>
  );
};

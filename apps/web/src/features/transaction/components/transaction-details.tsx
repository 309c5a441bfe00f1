import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@remit/contract/rate-format';
import { counterpartyLabel } from '../lib/counterparty-label';
import type { TransactionRecord } from '@remit/contract/account';
import { BalanceChange } from './balance-change';
import { MoneyText } from '../../../shared/ui/money';
import { TransactionStatusChip } from './transaction-status-chip';
import { formatDateTime } from '../../../shared/date/date-time';
import type { DialogProps } from '../../../shared/ui/dialog-props';
import { useTransactionText } from '../../../shared/i18n/transaction-text';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);

/** Every field of spec §3 Account transaction for one row. */
export const TransactionDetails = ({
  record,
  onClose,
}: DialogProps<{ record: TransactionRecord | null }>) => {
  const { t } = useTranslation();
  const words = useTransactionText();
  const none = t('transactions.none');
  const r = record;
  // An amount with its currency code.
  const money = (key: string, value: string, currency: string) => (
    <Field label={t(`transactions.columns.${key}`)}>
      <MoneyText value={value} currency={currency} showCurrency />
    </Field>
  );
  return (
    <Dialog open={!!r} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('transactions.detailsTitle', { id: r?.id ?? '' })}</DialogTitle>
      {r && (
        <DialogContent
          data-testid="transaction-details"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
        >
          <Field label={t('transactions.columns.transactionId')}>{r.id}</Field>
          <Field label={t('transactions.columns.time')}>{formatDateTime(r.createdAt)}</Field>
          <Field label={t('transactions.columns.type')}>{words.type(r.type)}</Field>
          <Field label={t('transactions.columns.status')}>
            <TransactionStatusChip status={r.status} type={r.type} orderNo={r.orderNo} />
          </Field>
          <Field label={t('transactions.columns.account')}>
            {t(`transactions.accountKinds.${r.accountKind}`, { defaultValue: r.accountKind })}
          </Field>
          <Field label={t('transactions.columns.billingCurrency')}>{r.billingCurrency}</Field>
          {money('billingAmount', r.amount, r.billingCurrency)}
          {money('fee', r.fee, r.billingCurrency)}
          <Field label={t('transactions.columns.balanceChange')}>
            <BalanceChange record={r} showCurrency />
          </Field>
          {money('balanceAfter', r.balanceAfter, r.billingCurrency)}
          <Field label={t('transactions.columns.transactionCurrency')}>{r.transactionCurrency}</Field>
          {money('transactionAmount', r.transactionAmount, r.transactionCurrency)}
          <Field label={t('transactions.columns.conversionRate')}>
            {r.conversionRate ? formatRate(r.conversionRate, r.transactionCurrency, r.billingCurrency) : none}
          </Field>
          <Field label={t('transactions.columns.relatedTransactionId')}>
            {r.relatedTransactionId ?? none}
          </Field>
          <Field label={t('transactions.columns.country')}>{r.country ?? none}</Field>
          <Field label={t('transactions.columns.counterpartyName')}>
            {counterpartyLabel(t, r.counterpartyName) ?? none}
          </Field>
          <Field label={t('transactions.columns.counterpartyAccount')}>
            {r.counterpartyAccountNumber ?? none}
          </Field>
          <Field label={t('transactions.columns.orderNo')}>{r.orderNo ?? none}</Field>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label={t('transactions.columns.description')}>{r.description || none}</Field>
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDetail } from '@remit/contract/card';
import { moneyWithCode } from '../../../shared/ui/money';
import { notifySuccess } from '../../../shared/ui/notify';
import { useCardCall } from '../api/card-mutations';
import { useMerchantAccounts } from '../api/merchant-accounts';
import {
  availableAfter,
  newIdempotencyKey,
  validAmount,
  type BeforeAfter,
  type MoveKind,
} from '../lib/money-move';
import { ReviewDialog, ReviewRow } from './review-dialog';
import type { DialogProps } from '../../../shared/ui/dialog-props';

/**
 * Top up or withdraw (a top-up card only): the amount and a note, then a review of the amount, where it
 * comes from and goes to and each account's available balance before → after, then Confirm. The idempotency key is made when the form
 * opens, so a repeated Confirm moves the money once.
 */
export const MoneyMoveDialog = ({
  card,
  kind,
  onClose,
}: DialogProps<{ card: CardDetail; kind: MoveKind }>) => {
  const { t } = useTranslation();
  const call = useCardCall();
  const accounts = useMerchantAccounts(card.merchantId, true);
  const [key] = useState(() => newIdempotencyKey(kind));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const currency = card.currency;
  const merchantAccount = accounts.data?.find((a) => a.currency === currency) ?? null;
  const minor = validAmount(amount, currency);
  const source = kind === 'topUp' ? merchantAccount?.available : card.balance.available;
  const sourceMinor = source === undefined ? null : (validAmount(source, currency) ?? 0n);
  const tooMuch = minor !== null && sourceMinor !== null && minor > sourceMinor;
  const amountError =
    touched && (minor === null ? t('card.move.amountInvalid') : tooMuch ? t('card.move.tooMuch') : undefined);
  // One figure throughout, as the header shows it: the available balance, before → after.
  const after = availableAfter(
    kind,
    amount,
    currency,
    card.balance.available,
    merchantAccount?.available ?? null,
  );
  const beforeAfter = (b: BeforeAfter) =>
    `${moneyWithCode(b.before, currency)} → ${moneyWithCode(b.after, currency)}`;
  const cardName = t('card.move.cardAccount', { pan: card.maskedPan });
  const merchantName = t('card.move.merchantAccount', { name: card.merchantName, currency });
  const [from, to] = kind === 'topUp' ? [merchantName, cardName] : [cardName, merchantName];
  const confirm = () =>
    call.mutate(
      { id: card.id, action: kind, amount: amount.trim(), idempotencyKey: key, reason },
      {
        onSuccess: () => {
          notifySuccess(t(`card.move.${kind}Done`, { amount: moneyWithCode(amount.trim(), currency) }));
          onClose();
        },
      },
    );
  return (
    <ReviewDialog
      title={t(`card.move.${kind}Title`)}
      form="move-form"
      formSx={{ display: 'grid', gap: 2, pt: 1 }}
      onReview={() => {
        setTouched(true);
        if (minor !== null && !tooMuch) setReviewing(true);
      }}
      fields={
        <>
          <Typography variant="body2" color="text.secondary">
            {t('card.move.available', {
              from,
              amount: source === undefined ? '—' : moneyWithCode(source, currency),
            })}
          </Typography>
          <TextField
            name="amount"
            label={t('card.move.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onBlur={() => setTouched(true)}
            error={!!amountError}
            helperText={amountError || ' '}
            autoFocus
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
            }}
          />
          <TextField
            name="reason"
            label={t('card.move.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, 255))}
          />
        </>
      }
      reviewing={reviewing}
      testId="move-review"
      texts="card.move"
      numeric
      rows={
        <>
          <ReviewRow
            label={t('card.move.amount')}
            value={moneyWithCode(amount.trim(), currency)}
            testId="move-amount"
          />
          <ReviewRow label={t('card.move.from')} value={from} />
          <ReviewRow label={t('card.move.to')} value={to} />
          <ReviewRow
            label={t('card.move.cardAvailable')}
            value={beforeAfter(after.card)}
            testId="move-card-available"
          />
          {after.merchant !== null && (
            <ReviewRow
              label={t('card.move.merchantAvailable')}
              value={beforeAfter(after.merchant)}
              testId="move-merchant-available"
            />
          )}
          {reason && <ReviewRow label={t('card.move.reason')} value={reason} />}
        </>
      }
      pending={call.isPending}
      onCancel={onClose}
      onBack={() => setReviewing(false)}
      onConfirm={confirm}
    />
  );
};

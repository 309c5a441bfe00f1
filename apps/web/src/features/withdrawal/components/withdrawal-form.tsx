import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import { ORDER_STATUS } from '@remit/contract/order';
import { bpsToPercent } from '@remit/contract/fee';
import type { WithdrawalReview } from '@remit/contract/withdrawal-review';
import { formatMoney } from '../../../shared/ui/money-format';
import { notifyDone } from '../../../shared/ui/notify';
import { useBalances, useFees } from '../api/balances';
import { useWithdrawalAccounts } from '../api/withdrawal-accounts';
import { useCreateWithdrawal } from '../api/withdrawal-orders';
import { useWithdrawalReview } from '../api/withdrawal-review';
import {
  previewFigures,
  withdrawalFormSchema,
  type WithdrawalFormInput,
  type WithdrawalFormValues,
} from './withdrawal-form-schema';
import { Figure } from '../../../shared/ui/figure';
import { WithdrawalReviewPanel } from './withdrawal-review-panel';
import { useIdempotencyKey } from '../../../shared/query/idempotency-key';
import { AmountField } from '../../../shared/forms/amount-field';
import { amountIssueText } from '../../../shared/forms/amount-issue';

const EMPTY: WithdrawalFormInput = { withdrawalAccountId: '', amount: '', remark: '' };

/**
 * Withdraw to an enabled withdrawal account in two steps: the form (available balance and the fee the
 * schedule sets, Continue kept disabled while they exceed the balance), then the server's review (from, to,
 * amount, fee, total, what happens next) and Confirm. Nothing is made before Confirm. One idempotency key
 * per review: retrying Confirm of the same review makes one order; a new review gets a new key.
 */
export const WithdrawalForm = ({ onCreated }: { onCreated: (id: string) => void }) => {
  const { t } = useTranslation();
  const accounts = useWithdrawalAccounts({ status: ENTITY_STATUS.ENABLED, size: 100 });
  const balances = useBalances();
  const fees = useFees();
  const reviewCall = useWithdrawalReview();
  const create = useCreateWithdrawal();
  const [key, renewKey] = useIdempotencyKey();
  const [review, setReview] = useState<(WithdrawalReview & { remark: string }) | null>(null);
  const records = accounts.data?.records ?? [];
  const currencyOf = (id: string) => records.find((a) => a.id === id)?.currency;
  const { control, handleSubmit, watch, reset, formState } = useForm<
    WithdrawalFormInput,
    unknown,
    WithdrawalFormValues
  >({
    resolver: zodResolver(withdrawalFormSchema(currencyOf)),
    defaultValues: EMPTY,
    // A malformed amount is flagged as it is typed, as before.
    mode: 'onChange',
  });
  const { errors } = formState;
  const accountId = watch('withdrawalAccountId');
  const amount = watch('amount').trim();
  const currency = currencyOf(accountId);
  const balance = balances.data?.find((b) => b.currency === currency);
  const rule = fees.data?.find((f) => f.orderType === 'withdrawal' && f.currency === currency);
  const figures = previewFigures(amount, currency, rule, balance?.available);

  const amountError = amountIssueText(t, errors.amount?.message, currency);

  const toReview = handleSubmit(async (values) => {
    await reviewCall
      .mutateAsync({ withdrawalAccountId: values.withdrawalAccountId, amount: values.amount })
      .then(
        (answer) => {
          renewKey();
          setReview({ ...answer, remark: values.remark });
        },
        () => undefined,
      );
  });

  const confirm = async () => {
    if (!review) return;
    await notifyDone(
      create.mutateAsync({
        key: key.current,
        withdrawalAccountId: review.withdrawalAccountId,
        amount: review.amount,
        remark: review.remark,
      }),
      (order) =>
        t(order.status === ORDER_STATUS.INITIAL ? 'withdrawal.form.awaiting' : 'withdrawal.form.created', {
          orderNo: order.orderNo,
        }),
      (order) => {
        renewKey();
        setReview(null);
        reset(EMPTY);
        onCreated(order.id);
      },
    );
  };

  // The form stays mounted (hidden) under the review, so Back returns to what was typed.
  return (
    <>
      {review && (
        <WithdrawalReviewPanel
          review={review}
          confirming={create.isPending}
          onBack={() => setReview(null)}
          onConfirm={() => void confirm()}
        />
      )}
      <Card sx={{ display: review ? 'none' : undefined }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => void toReview(e)}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}
          >
            <Stack spacing={2.5}>
              <FormTextField
                control={control}
                name="withdrawalAccountId"
                select
                required
                label={t('withdrawal.form.account')}
                hint={accounts.data && records.length === 0 ? t('withdrawal.form.noAccounts') : undefined}
                options={records.map((a) => ({
                  value: a.id,
                  label: `${a.beneficiaryName} · ${a.accountNumber} · ${a.currency}`,
                }))}
              />
              <AmountField
                control={control}
                currency={currency}
                required
                label={t('withdrawal.form.amount')}
                error={!!amountError}
                helperText={amountError}
              />
              <FormTextField
                control={control}
                name="remark"
                label={t('withdrawal.form.remark')}
                errorText={() => t('withdrawal.form.errors.remark')}
                slotProps={{ htmlInput: { maxLength: 140 } }}
              />
            </Stack>
            <Box>
              <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="withdrawal-summary">
                <Figure
                  label={t('withdrawal.form.available')}
                  value={
                    balance ? `${formatMoney(balance.available, balance.currency)} ${balance.currency}` : '—'
                  }
                />
                <Divider sx={{ my: 1 }} />
                <Figure
                  label={t('withdrawal.form.fee')}
                  value={figures ? `${formatMoney(figures.fee, figures.currency)} ${figures.currency}` : '—'}
                />
                <Figure
                  label={t('withdrawal.form.total')}
                  value={
                    figures ? `${formatMoney(figures.total, figures.currency)} ${figures.currency}` : '—'
                  }
                  strong
                />
                {rule && (
                  <Typography variant="caption" color="text.secondary">
                    {t('withdrawal.form.feeRule', {
                      fixed: formatMoney(rule.fixed, rule.currency),
                      currency,
                      percent: bpsToPercent(rule.bps),
                    })}
                  </Typography>
                )}
              </Box>
              {figures?.exceeds && (
                <Alert
                  severity="warning"
                  sx={{ mt: 2 }}
                  data-testid="withdrawal-exceeds"
                  id="withdrawal-exceeds"
                >
                  {t('withdrawal.form.errors.exceeds')}
                </Alert>
              )}
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                sx={{ mt: 2 }}
                loading={reviewCall.isPending}
                disabled={!accountId || !!figures?.exceeds}
                aria-describedby={figures?.exceeds ? 'withdrawal-exceeds' : undefined}
              >
                {t('withdrawal.form.continue')}
              </Button>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {t('withdrawal.form.continueHint')}
              </Typography>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </>
  );
};

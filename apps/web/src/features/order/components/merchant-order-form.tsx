import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { computeFee } from '@remit/contract/fee';
import { toDecimal, toMinor } from '@remit/contract/money';
import { amountProblem } from '@remit/contract/order';
import { PAYMENT_DIRECTIONS } from '@remit/contract/payment';
import { Figure } from '../../../shared/ui/figure';
import { moneyWithCode } from '../../../shared/ui/money';
import { ReviewCard } from '../../../shared/ui/review-card';
import { formatMoney } from '../../../shared/ui/money-format';
import { notifyDone } from '../../../shared/ui/notify';
import type { MerchantOrderApi } from '../api/merchant-order';
import type { MerchantOrderNamespace } from '../lib/order-namespace';
import { OrderFormScreen } from './order-form-screen';
import {
  merchantAccountValue,
  merchantOrderFormSchema,
  type MerchantOrderFormInput,
  type MerchantOrderFormValues,
} from './merchant-order-form-schema';
import { useIdempotencyKey } from '../../../shared/query/idempotency-key';
import { AmountField } from '../../../shared/forms/amount-field';
import { amountIssueText } from '../../../shared/forms/amount-issue';

const EMPTY: MerchantOrderFormInput = {
  direction: 'toMerchant',
  merchantAccount: '',
  amount: '',
  remark: '',
};

/**
 * Pay from the partner account (product 10) to a merchant account (product 12), or back. Settles at once,
 * so the form ends in a review (from, to, amount, fee, total, what happens next) and nothing is made before
 * Confirm. Continue stays disabled while the amount and fee exceed what the paying account has available.
 * One idempotency key per submission.
 */
export const MerchantOrderForm = ({ ns, api }: { ns: MerchantOrderNamespace; api: MerchantOrderApi }) => {
  const { t } = useTranslation();
  const merchants = api.useMerchantAccounts();
  const create = api.useCreate();
  const balances = api.useBalances();
  const fees = api.useFees();
  const [key, renewKey] = useIdempotencyKey();
  /** What Continue accepted (the schema's output): the review shows it and Confirm sends it. */
  const [reviewed, setReviewed] = useState<MerchantOrderFormValues | null>(null);
  const options = merchants.data ?? [];
  const optionOf = (value: string) => options.find((m) => merchantAccountValue(m) === value);
  const { control, handleSubmit, watch, reset, getValues, formState } = useForm<
    MerchantOrderFormInput,
    unknown,
    MerchantOrderFormValues
  >({
    resolver: zodResolver(merchantOrderFormSchema(ns, (value) => optionOf(value)?.currency)),
    defaultValues: EMPTY,
    // A malformed amount is flagged as it is typed, as before.
    mode: 'onChange',
  });
  const { errors } = formState;
  const direction = watch('direction');
  const amount = watch('amount');
  const chosen = optionOf(watch('merchantAccount'));
  const problem = chosen && amount ? amountProblem(amount, chosen.currency) : null;
  const amountError = amountIssueText(t, errors.amount?.message, chosen?.currency);

  // The review's figures, in minor units of the chosen account's currency.
  const currency = chosen?.currency ?? '';
  const amountMinor = chosen && amount && !problem ? toMinor(amount, currency) : null;
  const rule = fees.data?.find((f) => f.orderType === ns && f.currency === currency);
  const feeMinor =
    amountMinor !== null && rule
      ? computeFee(amountMinor, { fixed: toMinor(rule.fixed, currency), bps: rule.bps })
      : null;
  const fromAvailable =
    direction === 'toMerchant'
      ? balances.data?.find((b) => b.currency === currency)?.available
      : chosen?.available;
  const totalMinor = amountMinor !== null ? amountMinor + (feeMinor ?? 0n) : null;
  const exceeds =
    totalMinor !== null && fromAvailable !== undefined && totalMinor > toMinor(fromAvailable, currency);
  const money = (minor: bigint) => moneyWithCode(toDecimal(minor, currency), currency);
  const merchantLabel = chosen ? `${chosen.merchantNo} · ${chosen.merchantName}` : '';
  const partnerLabel = t(`${ns}.order.review.partnerAccount`, { currency });
  const fromLabel = direction === 'toMerchant' ? partnerLabel : merchantLabel;
  const toLabel = direction === 'toMerchant' ? merchantLabel : partnerLabel;

  const toReview = handleSubmit((values) => {
    if (chosen && values.amount && !exceeds) setReviewed(values);
  });

  const submit = async () => {
    if (!reviewed || !chosen) return;
    await notifyDone(
      create.mutateAsync({
        key: key.current,
        direction: reviewed.direction,
        merchantId: chosen.merchantId,
        currency: chosen.currency,
        amount: reviewed.amount,
        remark: reviewed.remark,
      }),
      (order) => t(`${ns}.order.created`, { orderNo: order.orderNo }),
      () => {
        renewKey();
        reset({ ...getValues(), amount: '', remark: '' });
        setReviewed(null);
      },
    );
  };

  if (reviewed && chosen && amountMinor !== null)
    return (
      <ReviewCard
        title={t(`${ns}.order.review.title`)}
        intro={t(`${ns}.order.review.subtitle`)}
        testId="merchant-order-review"
        backText={t(`${ns}.order.review.back`)}
        confirmText={t(`${ns}.order.review.confirm`)}
        onBack={() => setReviewed(null)}
        onConfirm={() => void submit()}
        confirming={create.isPending}
        confirmDisabled={exceeds}
      >
        <Figure label={t(`${ns}.order.review.from`)} value={fromLabel} />
        <Figure label={t(`${ns}.order.review.to`)} value={toLabel} />
        <Divider sx={{ my: 1 }} />
        <Figure label={t(`${ns}.order.amount`)} value={money(amountMinor)} />
        <Figure
          label={t(`${ns}.order.fee`)}
          value={feeMinor !== null ? money(feeMinor) : t(`${ns}.order.review.feeLater`)}
        />
        <Figure
          label={t(`${ns}.order.review.total`, { account: fromLabel })}
          value={money(totalMinor ?? amountMinor)}
          strong
        />
        {reviewed.remark && <Figure label={t(`${ns}.order.remark`)} value={reviewed.remark} />}
        <Alert severity="info" sx={{ mt: 2 }}>
          {t(`${ns}.order.review.next`, { to: toLabel, amount: money(amountMinor) })}
        </Alert>
        {exceeds && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(`${ns}.order.review.exceeds`, { available: moneyWithCode(fromAvailable!, currency) })}
          </Alert>
        )}
      </ReviewCard>
    );

  return (
    <Card>
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void toReview(e)}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <Controller
            control={control}
            name="direction"
            render={({ field }) => (
              <TextField select {...field} label={t(`${ns}.order.direction`)}>
                {PAYMENT_DIRECTIONS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {t(`${ns}.order.directions.${d}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="merchantAccount"
            // The amount's decimals depend on the account's currency.
            rules={{ deps: ['amount'] }}
            render={({ field }) => (
              <TextField
                select
                {...field}
                label={t(`${ns}.order.merchantAccount`)}
                helperText={
                  options.length === 0 && !merchants.isPending ? t(`${ns}.order.noMerchants`) : undefined
                }
              >
                {options.map((m) => (
                  <MenuItem key={merchantAccountValue(m)} value={merchantAccountValue(m)}>
                    {m.merchantNo} · {m.merchantName} ({m.currency} {formatMoney(m.available, m.currency)})
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <AmountField
            control={control}
            currency={chosen?.currency}
            label={t(`${ns}.order.amount`)}
            error={!!amountError || exceeds}
            helperText={
              amountError ??
              (exceeds
                ? t(`${ns}.order.review.exceeds`, { available: moneyWithCode(fromAvailable!, currency) })
                : feeMinor !== null && feeMinor > 0n
                  ? t(`${ns}.order.review.feeHint`, { fee: money(feeMinor) })
                  : undefined)
            }
          />
          <FormTextField control={control} name="remark" label={t(`${ns}.order.remark`)} />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={!chosen || !amount || !!problem || exceeds}>
              {t(`${ns}.order.review.continue`)}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

/**
 * A merchant order's form screen (payment, transfer): titled `screens.<ns>.title`, described and refused by
 * `<ns>.order.description` and `<ns>.order.notAllowed`, with the way to its orders when it has its own list.
 */
export const MerchantOrderFormScreen = ({
  ns,
  api,
  orders,
}: {
  ns: MerchantOrderNamespace;
  api: MerchantOrderApi;
  orders?: ComponentProps<typeof OrderFormScreen>['orders'];
}) => {
  const { t } = useTranslation();
  return (
    <OrderFormScreen
      title={t(`screens.${ns}.title`)}
      description={t(`${ns}.order.description`)}
      subject={ns}
      orders={orders}
      notAllowed={t(`${ns}.order.notAllowed`)}
    >
      <MerchantOrderForm ns={ns} api={api} />
    </OrderFormScreen>
  );
};

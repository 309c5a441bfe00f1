import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computeFee } from '@remit/contract/fee';
import { exponentOf, toDecimal, toMinor } from '@remit/contract/money';
import { amountProblem } from '@remit/contract/order';
import { PAYMENT_DIRECTIONS } from '@remit/contract/payment';
import { Figure } from '../../../shared/ui/figure';
import { moneyWithCode } from '../../../shared/ui/money';
import { ReviewCard } from '../../../shared/ui/review-card';
import { formatMoney } from '../../../shared/ui/money-format';
import { notifySuccess } from '../../../shared/ui/notify';
import type { MerchantOrderApi } from '../api/merchant-order';
import type { MerchantOrderNamespace } from '../lib/order-namespace';

const newKey = () => crypto.randomUUID();

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
  const key = useRef(newKey());
  const [reviewing, setReviewing] = useState(false);
  const [direction, setDirection] = useState<(typeof PAYMENT_DIRECTIONS)[number]>('toMerchant');
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const options = merchants.data ?? [];
  const chosen = options.find((m) => `${m.merchantId}:${m.currency}` === account);
  const problem = chosen && amount ? amountProblem(amount, chosen.currency) : null;
  const amountError = problem
    ? problem === 'decimals'
      ? t(`${ns}.order.errors.decimals`, {
          currency: chosen!.currency,
          decimals: exponentOf(chosen!.currency),
        })
      : t(`${ns}.order.errors.${problem}`)
    : undefined;

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

  const submit = async () => {
    if (!chosen || !amount || problem) return;
    await create
      .mutateAsync({
        key: key.current,
        direction,
        merchantId: chosen.merchantId,
        currency: chosen.currency,
        amount,
        remark,
      })
      .then(
        (order) => {
          notifySuccess(t(`${ns}.order.created`, { orderNo: order.orderNo }));
          key.current = newKey();
          setAmount('');
          setRemark('');
          setReviewing(false);
        },
        () => undefined,
      );
  };

  if (reviewing && chosen && amountMinor !== null)
    return (
      <ReviewCard
        title={t(`${ns}.order.review.title`)}
        intro={t(`${ns}.order.review.subtitle`)}
        testId="merchant-order-review"
        backText={t(`${ns}.order.review.back`)}
        confirmText={t(`${ns}.order.review.confirm`)}
        onBack={() => setReviewing(false)}
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
        {remark && <Figure label={t(`${ns}.order.remark`)} value={remark} />}
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
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen && amount && !problem && !exceeds) setReviewing(true);
          }}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <TextField
            select
            name="direction"
            label={t(`${ns}.order.direction`)}
            value={direction}
            onChange={(e) => setDirection(e.target.value as typeof direction)}
          >
            {PAYMENT_DIRECTIONS.map((d) => (
              <MenuItem key={d} value={d}>
                {t(`${ns}.order.directions.${d}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            name="merchantAccount"
            label={t(`${ns}.order.merchantAccount`)}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            helperText={
              options.length === 0 && !merchants.isPending ? t(`${ns}.order.noMerchants`) : undefined
            }
          >
            {options.map((m) => (
              <MenuItem key={`${m.merchantId}:${m.currency}`} value={`${m.merchantId}:${m.currency}`}>
                {m.merchantNo} · {m.merchantName} ({m.currency} {formatMoney(m.available, m.currency)})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="amount"
            label={t(`${ns}.order.amount`)}
            value={amount}
            onChange={(e) => setAmount(e.target.value.trim())}
            error={!!amountError || exceeds}
            helperText={
              amountError ??
              (exceeds
                ? t(`${ns}.order.review.exceeds`, { available: moneyWithCode(fromAvailable!, currency) })
                : feeMinor !== null && feeMinor > 0n
                  ? t(`${ns}.order.review.feeHint`, { fee: money(feeMinor) })
                  : undefined)
            }
            slotProps={{ input: { endAdornment: chosen?.currency } }}
          />
          <TextField
            name="remark"
            label={t(`${ns}.order.remark`)}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
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

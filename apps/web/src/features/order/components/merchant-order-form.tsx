import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exponentOf } from '@remit/contract/money';
import { amountProblem } from '@remit/contract/order';
import { PAYMENT_DIRECTIONS } from '@remit/contract/payment';
import { formatMoney } from '../../../shared/ui/money-format';
import { notifySuccess } from '../../../shared/ui/notify';
import type { MerchantOrderApi } from '../api/merchant-order';
import type { MerchantOrderNamespace } from '../lib/order-namespace';

const newKey = () => crypto.randomUUID();

/**
 * Pay from the partner account (product 10) to a merchant account (product 12), or back. Settles at once.
 * One idempotency key per submission.
 */
export const MerchantOrderForm = ({ ns, api }: { ns: MerchantOrderNamespace; api: MerchantOrderApi }) => {
  const { t } = useTranslation();
  const merchants = api.useMerchantAccounts();
  const create = api.useCreate();
  const key = useRef(newKey());
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
        },
        () => undefined,
      );
  };

  return (
    <Card>
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
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
            error={!!amountError}
            helperText={amountError}
            slotProps={{ input: { endAdornment: chosen?.currency } }}
          />
          <TextField
            name="remark"
            label={t(`${ns}.order.remark`)}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              loading={create.isPending}
              disabled={!chosen || !amount}
            >
              {t(`${ns}.order.submit`)}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exponentOf, toDecimal, toMinor } from '@remit/contract/money';
import { amountProblem, bpsToPercent, computeFee } from '@remit/contract/order';
import { formatMoney } from '../../../shared/ui/money-format';
import { notifySuccess } from '../../../shared/ui/notify';
import { useBalances, useFees } from '../api/balances';
import { useWithdrawalAccounts } from '../api/withdrawal-accounts';
import { useCreateWithdrawal } from '../api/withdrawal-orders';

const newKey = () => crypto.randomUUID();

const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.75 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 600 : 400 }}>
      {value}
    </Typography>
  </Box>
);

/**
 * Withdraw to an enabled withdrawal account: shows the available balance, the fee and the total before
 * submitting. One idempotency key per submission: a double click or a retry makes one order.
 */
export const WithdrawalForm = ({ onCreated }: { onCreated: (id: string) => void }) => {
  const { t } = useTranslation();
  const accounts = useWithdrawalAccounts({ status: 1, size: 100 });
  const balances = useBalances();
  const fees = useFees();
  const create = useCreateWithdrawal();
  const key = useRef(newKey());
  const [accountId, setAccountId] = useState('');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);

  const account = accounts.data?.records.find((a) => a.id === accountId);
  const currency = account?.currency;
  const balance = balances.data?.find((b) => b.currency === currency);
  const rule = fees.data?.find((f) => f.orderType === 'withdrawal' && f.currency === currency);
  const problem = currency && amount ? amountProblem(amount, currency) : amount ? null : 'required';

  const figures = useMemo(() => {
    if (!currency || !rule || !amount || amountProblem(amount, currency)) return null;
    const minor = toMinor(amount, currency);
    const fee = computeFee(minor, { fixed: toMinor(rule.fixed, currency), bps: rule.bps });
    const available = balance ? toMinor(balance.available, currency) : 0n;
    return {
      currency,
      fee: toDecimal(fee, currency),
      total: toDecimal(minor + fee, currency),
      exceeds: minor + fee > available,
    };
  }, [amount, currency, rule, balance]);

  // A malformed amount is flagged as it is typed; an empty one only once the user has tried to submit.
  const amountError =
    problem && (touched || problem !== 'required')
      ? problem === 'decimals'
        ? t('withdrawal.form.errors.decimals', { currency, decimals: currency ? exponentOf(currency) : 2 })
        : t(`withdrawal.form.errors.${problem}`)
      : figures?.exceeds
        ? t('withdrawal.form.errors.exceeds')
        : undefined;

  const submit = async () => {
    setTouched(true);
    if (!account || problem) return;
    await create.mutateAsync({ key: key.current, withdrawalAccountId: account.id, amount, remark }).then(
      (order) => {
        notifySuccess(
          t(order.status === 1 ? 'withdrawal.form.awaiting' : 'withdrawal.form.created', {
            orderNo: order.orderNo,
          }),
        );
        key.current = newKey();
        setAmount('');
        setRemark('');
        setTouched(false);
        onCreated(order.id);
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
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}
        >
          <Stack spacing={2.5}>
            <TextField
              select
              name="withdrawalAccountId"
              label={t('withdrawal.form.account')}
              value={accountId}
              onChange={(e) => setAccountId(e.target.value)}
              error={touched && !accountId}
              helperText={
                touched && !accountId
                  ? t('validation.required')
                  : accounts.data && accounts.data.records.length === 0
                    ? t('withdrawal.form.noAccounts')
                    : undefined
              }
            >
              {(accounts.data?.records ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.beneficiaryName} · {a.accountNumber} · {a.currency}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="amount"
              label={t('withdrawal.form.amount')}
              value={amount}
              inputMode="decimal"
              onChange={(e) => setAmount(e.target.value.trim())}
              onBlur={() => setTouched(true)}
              error={!!amountError}
              helperText={amountError}
              slotProps={{ input: { endAdornment: currency } }}
            />
            <TextField
              name="remark"
              label={t('withdrawal.form.remark')}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
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
                value={figures ? `${formatMoney(figures.fee, figures.currency)} ${currency}` : '—'}
              />
              <Figure
                label={t('withdrawal.form.total')}
                value={figures ? `${formatMoney(figures.total, figures.currency)} ${currency}` : '—'}
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
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('withdrawal.form.errors.exceeds')}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2 }}
              loading={create.isPending}
              disabled={!account}
            >
              {t('withdrawal.form.submit')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

import { zodResolver } from '@hookform/resolvers/zod';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../shared/ui/currency-select';
import { ORDER_STATUS } from '@remit/contract/order';
import type { ExchangeQuote } from '@remit/contract/exchange';
import { formatRate } from '@remit/contract/rate-format';
import { ApiError, errorCode } from '../../../shared/http/api-error';
import { formatMoney } from '../../../shared/ui/money-format';
import { notifySuccess } from '../../../shared/ui/notify';
import { useExchangeBalances, useExecuteQuote, useQuote } from '../api/exchange';
import { exchangeFormSchema, type ExchangeFormInput, type ExchangeFormValues } from './exchange-form-schema';
import { useIdempotencyKey } from '../../../shared/query/idempotency-key';
import { AmountField } from '../../../shared/forms/amount-field';
import { amountIssueText } from '../../../shared/forms/amount-issue';

const DEFAULTS: ExchangeFormInput = {
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  fixedSide: 'sell',
  amount: '',
};

/** Seconds left on a quote's lock, ticking every 250 ms. */
const useSecondsLeft = (expiresAt: string | undefined) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000)) : 0;
};

const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.75, gap: 2 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 600 : 400 }}>
      {value}
    </Typography>
  </Box>
);

/**
 * Exchange between balance currencies: fix the amount sold or bought, get a quote (mid rate, the spread as a
 * fee, what you get), and confirm before its lock runs out; an expired quote asks for a new one.
 */
export const ExchangeForm = ({ onDone }: { onDone: (id: string) => void }) => {
  const { t } = useTranslation();
  const balances = useExchangeBalances();
  const quoteCall = useQuote();
  const execute = useExecuteQuote();
  const [key, renewKey] = useIdempotencyKey();
  const [quote, setQuote] = useState<ExchangeQuote | null>(null);
  const [expired, setExpired] = useState(false);
  const left = useSecondsLeft(quote?.expiresAt);
  const { control, handleSubmit, watch, setValue, resetField, trigger, formState } = useForm<
    ExchangeFormInput,
    unknown,
    ExchangeFormValues
  >({
    resolver: zodResolver(exchangeFormSchema),
    defaultValues: DEFAULTS,
    // A malformed amount is flagged as it is typed, as before.
    mode: 'onChange',
  });
  const sell = watch('sellCurrency');
  const buy = watch('buyCurrency');
  const fixedSide = watch('fixedSide');
  const amount = watch('amount');

  // Any change to the request makes the quote stale.
  useEffect(() => {
    setQuote(null);
    setExpired(false);
  }, [sell, buy, fixedSide, amount]);
  // The amount is judged in the fixed side's currency, and against the same currency on both sides.
  useEffect(() => {
    void trigger('amount');
  }, [sell, buy, fixedSide, trigger]);
  useEffect(() => {
    if (quote && left === 0) setExpired(true);
  }, [quote, left]);

  const amountCurrency = fixedSide === 'sell' ? sell : buy;
  const amountError = amountIssueText(t, formState.errors.amount?.message, amountCurrency);
  const available = balances.data?.find((b) => b.currency === sell);

  const getQuote = handleSubmit(async (values) => {
    if (!values.amount) return;
    await quoteCall.mutateAsync(values).then(
      (q) => {
        setQuote(q);
        setExpired(false);
        renewKey();
      },
      () => undefined,
    );
  });

  const confirm = async () => {
    if (!quote) return;
    try {
      const order = await execute.mutateAsync({ quoteId: quote.id, key: key.current });
      notifySuccess(
        t(order.status === ORDER_STATUS.INITIAL ? 'exchange.awaiting' : 'exchange.done', {
          orderNo: order.orderNo,
        }),
      );
      setQuote(null);
      resetField('amount');
      renewKey();
      onDone(order.id);
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCode('QUOTE_EXPIRED')) setExpired(true);
    }
  };

  const currencySelect = (label: string, name: 'sellCurrency' | 'buyCurrency') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <CurrencySelect {...field} label={label} sx={{ flex: 1 }} />}
    />
  );

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={2.5} component="form" noValidate onSubmit={(e) => void getQuote(e)}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {currencySelect(t('exchange.sell'), 'sellCurrency')}
            <IconButton
              aria-label={t('exchange.swap')}
              onClick={() => {
                setValue('sellCurrency', buy);
                setValue('buyCurrency', sell);
              }}
            >
              <SwapHoriz />
            </IconButton>
            {currencySelect(t('exchange.buy'), 'buyCurrency')}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('exchange.available', {
              amount: available ? formatMoney(available.available, sell) : '—',
              currency: sell,
            })}
          </Typography>
          <Controller
            control={control}
            name="fixedSide"
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={field.value}
                onChange={(_e, v: 'sell' | 'buy' | null) => v && field.onChange(v)}
                aria-label={t('exchange.fixedSide')}
              >
                <ToggleButton value="sell">{t('exchange.fixSell')}</ToggleButton>
                <ToggleButton value="buy">{t('exchange.fixBuy')}</ToggleButton>
              </ToggleButtonGroup>
            )}
          />
          <AmountField
            control={control}
            currency={amountCurrency}
            label={t(fixedSide === 'sell' ? 'exchange.amountSell' : 'exchange.amountBuy')}
            error={!!amountError}
            helperText={amountError}
          />
          <Button
            type="submit"
            variant="outlined"
            loading={quoteCall.isPending}
            disabled={!amount || !!amountError}
          >
            {t(quote ? 'exchange.requote' : 'exchange.getQuote')}
          </Button>
        </Stack>
        <Box>
          {quote ? (
            <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="exchange-quote">
              <Figure
                label={t('exchange.youSell')}
                value={`${formatMoney(quote.sellAmount, quote.sellCurrency)} ${quote.sellCurrency}`}
              />
              <Figure
                label={t('exchange.fee')}
                value={`${formatMoney(quote.fee, quote.sellCurrency)} ${quote.sellCurrency}`}
              />
              <Figure
                label={t('exchange.midRate')}
                value={formatRate(quote.midRate, quote.sellCurrency, quote.buyCurrency)}
              />
              <Figure
                label={t('exchange.rate')}
                value={formatRate(quote.rate, quote.sellCurrency, quote.buyCurrency)}
              />
              <Figure
                label={t('exchange.youGet')}
                value={`${formatMoney(quote.buyAmount, quote.buyCurrency)} ${quote.buyCurrency}`}
                strong
              />
              {expired ? (
                <Alert severity="warning" sx={{ mt: 2 }} data-testid="quote-expired">
                  {t('exchange.expired')}
                </Alert>
              ) : (
                <Box sx={{ mt: 2 }}>
                  <Typography variant="body2" data-testid="quote-countdown">
                    {t('exchange.countdown', { seconds: left })}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={(left / quote.lockSeconds) * 100}
                    sx={{ mt: 1 }}
                    aria-label={t('exchange.countdown', { seconds: left })}
                  />
                </Box>
              )}
              <Button
                variant="contained"
                size="large"
                fullWidth
                sx={{ mt: 2 }}
                disabled={expired}
                loading={execute.isPending}
                onClick={() => void confirm()}
              >
                {t('exchange.confirm')}
              </Button>
            </Box>
          ) : (
            <Box
              sx={{
                p: 2,
                borderRadius: 1,
                bgcolor: 'action.hover',
                height: '100%',
                minHeight: 160,
                display: 'grid',
                placeItems: 'center',
                textAlign: 'center',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('exchange.noQuote')}
              </Typography>
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

import Typography from '@mui/material/Typography';
import { formatRate } from '@remit/contract/rate-format';
import { formatMoney, signOf } from './money-format';

/** "2,000.00 USD": the amount in its currency's decimals, grouped, then the code (the same in en and zh-cn). */
export const moneyWithCode = (amount: string, currency: string) =>
  `${formatMoney(amount, currency)} ${currency}`;

type MoneyVariant = 'body2' | 'h5' | 'h6' | 'subtitle1' | 'caption' | 'inherit';

/**
 * An amount as people read it, in the currency's decimals, grouped, tabular digits (a right-aligned column
 * lines up), never wrapped. `signed` colours it (green in, red out) and shows "+" on credits; `showCurrency`
 * prints the code after the amount.
 */
export const MoneyText = ({
  value,
  currency,
  signed,
  showCurrency,
  variant = 'body2',
  testId,
}: {
  value: string;
  currency: string;
  signed?: boolean;
  showCurrency?: boolean;
  variant?: MoneyVariant;
  testId?: string;
}) => {
  const sign = signOf(value);
  return (
    <Typography
      variant={variant}
      component="span"
      data-testid={testId}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        color: signed ? (sign < 0 ? 'error.main' : sign > 0 ? 'success.main' : undefined) : undefined,
      }}
    >
      {formatMoney(value, currency, { signed })}
      {showCurrency ? ` ${currency}` : ''}
    </Typography>
  );
};

/** An amount in an order screen: with its code unless `code={false}` (where the column already says it). */
export const Money = ({
  value,
  currency,
  code = true,
  variant = 'body2',
  testId,
}: {
  value: string;
  currency: string;
  code?: boolean;
  variant?: MoneyVariant;
  testId?: string;
}) => <MoneyText value={value} currency={currency} showCurrency={code} variant={variant} testId={testId} />;

/** A rate with its pair, six significant digits ("1 EUR = 18.5870 MXN"), tabular digits. */
export const Rate = ({ value, base, quote }: { value: string; base: string; quote: string }) => (
  <Typography
    variant="body2"
    component="span"
    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
  >
    {formatRate(value, base, quote)}
  </Typography>
);

import Typography from '@mui/material/Typography';
import { formatMoney } from './money-format';

/** "2,000.00 USD": the amount in its currency's decimals, grouped, then the code (the same in en and zh-cn). */
export const moneyWithCode = (amount: string, currency: string) =>
  `${formatMoney(amount, currency)} ${currency}`;

/**
 * An amount in an order screen: grouped, tabular digits so a right-aligned column lines up, never wrapped
 * between the number and its code. `code={false}` leaves the code out where the column already says it.
 */
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
  variant?: 'body2' | 'h6' | 'inherit';
  testId?: string;
}) => (
  <Typography
    variant={variant}
    component="span"
    data-testid={testId}
    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
  >
    {code ? moneyWithCode(value, currency) : formatMoney(value, currency)}
  </Typography>
);

/** A rate as the server gave it ("0.91540000"): no grouping, nothing trimmed, tabular digits. */
export const Rate = ({ value }: { value: string }) => (
  <Typography
    variant="body2"
    component="span"
    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
  >
    {value}
  </Typography>
);

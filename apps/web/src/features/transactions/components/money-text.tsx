import Typography from '@mui/material/Typography';
import { formatMoney, signOf } from '../../../shared/ui/money-format';

/**
 * An amount as people read it, in the currency's decimals, tabular digits; `signed` colours it (green in,
 * red out) and shows "+" on credits. `currency` prints the code after the amount.
 */
export const MoneyText = ({
  value,
  currency,
  signed,
  showCurrency,
  variant = 'body2',
}: {
  value: string;
  currency: string;
  signed?: boolean;
  showCurrency?: boolean;
  variant?: 'body2' | 'h5' | 'h6' | 'subtitle1' | 'caption';
}) => {
  const sign = signOf(value);
  return (
    <Typography
      variant={variant}
      component="span"
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

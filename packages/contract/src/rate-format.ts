/**
 * Exchange rates as people read them: always the pair, six significant digits ("1 EUR = 18.5870 MXN",
 * "1 USD = 0.915390 EUR"). Rates are decimal strings on the wire (DESIGN §5); rounding is done on the
 * digits (half up), never through a float. A rate of a million or more keeps its whole digits.
 */
export const RATE_SIGNIFICANT_DIGITS = 6;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** "18.587041" → "18.5870"; "0.91539045" → "0.915390"; "1" → "1.00000"; anything not a rate stays as given. */
export const formatRateValue = (rate: string, significant = RATE_SIGNIFICANT_DIGITS): string => {
  const m = DECIMAL.exec(rate.trim());
  if (!m) return rate;
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  const fraction = m[2] ?? '';
  const leadingZeros = whole === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0;
  if (whole === '0' && leadingZeros === fraction.length) return '0';
  const decimals = whole === '0' ? leadingZeros + significant : Math.max(0, significant - whole.length);
  const kept = fraction.padEnd(decimals, '0').slice(0, decimals);
  let scaled = BigInt(whole + kept);
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  let digits = scaled.toString().padStart(decimals + 1, '0');
  // 9.999996 rounds to 10.00000: a carry into a new whole digit drops the last (zero) decimal.
  const carried = whole !== '0' && digits.length - decimals > whole.length;
  if (carried && decimals > 0) {
    digits = digits.slice(0, -1);
    return decimals === 1 ? digits : `${digits.slice(0, 1 - decimals)}.${digits.slice(1 - decimals)}`;
  }
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};

/** "1 EUR = 18.5870 MXN": how much of `quote` one unit of `base` buys. */
export const formatRate = (rate: string, base: string, quote: string) =>
  `1 ${base} = ${formatRateValue(rate)} ${quote}`;

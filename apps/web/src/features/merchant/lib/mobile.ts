/**
 * A typed mobile number as E.164: spaces, dashes, dots and brackets people type are dropped, and a
 * leading "00" international prefix becomes "+" ("00 52 55-1234-5678" → "+525512345678"). What is left
 * is checked by the contract's E.164 rule.
 */
export const normalizeMobile = (typed: string) => {
  const compact = typed.trim().replace(/[\s\-.()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
};

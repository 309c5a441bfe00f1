import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** E.164: +, a country calling code and the subscriber number, at most 15 digits, no spaces. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/**
 * A phone number as people type it, in E.164: the spaces, dashes, dots and brackets they group it with are
 * dropped, and a leading "00" international prefix becomes "+" ("00 52 55-1234-5678" → "+525512345678").
 * The one normalisation the form and the server both apply before the rule below, and the form stored.
 */
export const normalizePhone = (typed: string) => {
  const compact = typed.trim().replace(/[\s\-.()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
};

/**
 * What the web form checks, with libphonenumber's small ("min") metadata to keep the bundle lean: E.164,
 * a known country calling code, and a length and leading digits the country's general number pattern
 * allows. It does not know each plan's ranges (fixed line, mobile, toll-free…), so it accepts numbers no
 * operator can be given (e.g. +48 19 691 17 71): the server checks again with isFullPlanPhoneNumber
 * (./phone-full) and is the judge.
 */
export const isPlanPhoneNumber = (value: string) => E164_PATTERN.test(value) && isValidPhoneNumber(value);

import { z } from 'zod';

/**
 * The one text rule (OWASP ASVS V2 input validation) and the one amount rule. Every text field the
 * server stores or filters by passes the text rule: trimmed, a length limit, no NUL or other C0/DEL
 * control characters (a field that allows line breaks takes \n, \r and \t, nothing else), no lone UTF-16
 * surrogates, no characters that disguise text (bidi controls such as a right-to-left override, which
 * shows `invoice\u202efdp.exe` as "invoiceexe.pdf", and zero-width characters). PostgreSQL refuses NUL in
 * text, and a lone surrogate is not Unicode: neither may get past the door. Messages are i18n keys, like the
 * rest of validation.ts.
 */
export const textMessages = {
  tooLong: 'validation.tooLong',
  control: 'validation.control',
  surrogate: 'validation.surrogate',
  invisible: 'validation.invisible',
  amountRange: 'validation.amountRange',
  nesting: 'validation.nesting',
} as const;

// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Bidi controls (U+202A–U+202E, U+2066–U+2069, the marks U+200E/U+200F and U+061C) and zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF): invisible, they make a name, reference or file name read as something it
 * is not.
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextProblem = 'control' | 'surrogate' | 'invisible' | null;
/** What the text rule refuses in a value, before any trimming or length check. */
export const textProblem = (value: string, multiline = false): TextProblem => {
  if ((multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value)) return 'control';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  if (INVISIBLE.test(value)) return 'invisible';
  return null;
};

/** Adds the character checks to a string schema (after its own trimming and length checks). */
export const cleanText = <T extends z.ZodString>(schema: T, multiline = false) =>
  schema
    .refine((v) => textProblem(v, multiline) !== 'control', { error: textMessages.control, abort: true })
    .refine((v) => textProblem(v, multiline) !== 'surrogate', { error: textMessages.surrogate, abort: true })
    .refine((v) => textProblem(v, multiline) !== 'invisible', { error: textMessages.invisible, abort: true });

/** A text field: trimmed, at most `max` characters, clean; empty allowed (add `.min(1)` to require it). */
export const textField = (max: number, options: { multiline?: boolean } = {}) =>
  cleanText(z.string().trim().max(max, { error: textMessages.tooLong }), options.multiline);

/**
 * Amounts are bigint minor units (at most 9,223,372,036,854,775,807). With at most 15 digits before the
 * decimal point and a currency exponent of at most 3, every amount written as a decimal fits, with room
 * for the fees and sums made from it; no exponent form ("1e5"), no signs but a leading minus where allowed.
 */
export const AMOUNT_MAX_WHOLE_DIGITS = 15;
export const BIGINT_MAX = 2n ** 63n - 1n;

/** True when a decimal string's whole part fits the amount rule (leading zeros do not count). */
export const amountInRange = (amount: string) => {
  const whole = /^-?(\d+)/.exec(amount.trim())?.[1];
  return whole === undefined || whole.replace(/^0+(?=\d)/, '').length <= AMOUNT_MAX_WHOLE_DIGITS;
};

/** A decimal amount on the wire: digits and a decimal point, bounded so its minor units fit the column. */
export const amountField = (options: { signed?: boolean } = {}) =>
  z
    .string({ error: 'validation.amount' })
    .trim()
    .max(40, { error: 'validation.amount' })
    .regex(options.signed ? /^-?\d+(\.\d{1,6})?$/ : /^\d+(\.\d{1,6})?$/, { error: 'validation.amount' })
    .refine(amountInRange, { error: textMessages.amountRange });

/** Server-side text for these keys (the web has the same in its locales). */
export const textValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.control': {
    en: 'Contains a control character (such as NUL) that is not allowed',
    zh_CN: '包含不允许的控制字符（如 NUL）',
  },
  'validation.surrogate': {
    en: 'Contains an invalid character (a broken Unicode surrogate)',
    zh_CN: '包含无效字符（不完整的 Unicode 代理项）',
  },
  'validation.invisible': {
    en: 'Contains an invisible or text-direction character (such as a right-to-left override or a zero-width space) that is not allowed',
    zh_CN: '包含不允许的不可见字符或文字方向控制字符（如从右到左覆盖符或零宽空格）',
  },
  'validation.nesting': { en: 'The request is nested too deeply', zh_CN: '请求嵌套层级过深' },
  'validation.amountRange': {
    en: `The amount is too large (at most ${AMOUNT_MAX_WHOLE_DIGITS} digits before the decimal point)`,
    zh_CN: `金额过大（整数部分最多 ${AMOUNT_MAX_WHOLE_DIGITS} 位）`,
  },
};

export const FILE_NAME_MAX = 255;

/**
 * An uploaded file's name as sent (shown and offered for download, never a path): the text rule, which refuses
 * the characters that disguise a name (`invoice\u202Efdp.exe` displays as "invoiceexe.pdf"), at most 255
 * characters (what file systems allow).
 */
export const fileNameField = cleanText(z.string().max(FILE_NAME_MAX, { error: textMessages.tooLong }));

/**
 * Spec §5 validation rules, written once and used by the forms and the server alike, as plain predicates and
 * message keys with no schema library (the web shows a field's message without loading zod; `validation.ts`
 * builds the zod fields from these). Messages are i18n keys (the web translates them; the server maps them
 * to its error table).
 */
import { isEmailAddress } from './email-address';
import { MAX_FILE_BYTES } from './upload';

export const messages = {
  required: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  password: 'validation.password',
  confirm: 'validation.confirm',
  swift: 'validation.swift',
  fileSize: 'validation.fileSize',
  tooLong: 'validation.tooLong',
  code: 'validation.code',
  totp: 'validation.totp',
} as const;

/** Spec §9: string slice default 255. */
export const MAX_TEXT = 255;
export { MAX_FILE_BYTES };
/** Spec §9: password minimum 8 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Spec §5: digit, lowercase, uppercase, one of ! @ # $ % ^ & * -, and only those characters. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*-])[A-Za-z\d!@#$%^&*-]{8,64}$/;
export const isValidPassword = (value: string) => PASSWORD_PATTERN.test(value);

/** Spec §5: required fails for null, empty array, false or blank text. */
export const isFilled = (value: unknown) => {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  return String(value).trim().length > 0;
};

/** Spec §5: empty passes; otherwise a standard email (RFC 5321/5322, ./email-address), or every item of a list. */
export const isValidEmail = (value: string | string[] | null | undefined) => {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every((v) => isEmailAddress(String(v)));
  return isEmailAddress(String(value));
};

/**
 * Spec §5: empty passes; otherwise starts with http or https and contains no whitespace — no Unicode
 * space of any kind (White_Space: NEL U+0085, no-break and ideographic spaces, line and paragraph
 * separators…), no zero-width space and no control character.
 */
const URL_PATTERN = /^https?:\/\/[^\p{White_Space}\p{Cc}\u180e\u200b\u2060\ufeff]+$/iu;
export const isValidUrl = (value: string | null | undefined) => !value || URL_PATTERN.test(value);

/** Spec §5: SWIFT length 8 or 11. (Format checks come with the beneficiary issue.) */
export const isValidSwiftLength = (value: string | null | undefined) =>
  !value || value.length === 8 || value.length === 11;

export const isWithinFileLimit = (bytes: number) => bytes <= MAX_FILE_BYTES;

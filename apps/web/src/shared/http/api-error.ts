/**
 * The web side of the one error type (CONVENTIONS 6): the server's envelope `{ code, msg }` turned
 * back into an error, plus the failures that never reach the server.
 */
import type { errorTable, ErrorKey } from '@remit/contract/errors';

/** Every code the server may answer with: the contract's error table. */
export type ErrorCode = (typeof errorTable)[ErrorKey]['code'];

/**
 * The codes the browser itself acts on (a flow to start, a field to mark). The table's messages stay on the
 * server (its answer carries the text in the user's language), so the first load does not carry them: each
 * code here is checked against the table by the compiler, and a wrong one fails the typecheck.
 */
const CODES = {
  LOGIN_FAILED: '40102',
  PASSWORD_CHANGE_REQUIRED: '40311',
  TWO_FACTOR_ENROLMENT_REQUIRED: '40312',
  TWO_FACTOR_ALREADY_ENABLED: '40942',
  QUOTE_EXPIRED: '40972',
  CARD_TOKEN_INVALID: '40120',
  CARD_SECOND_FACTOR_REQUIRED: '40321',
} as const satisfies { readonly [K in ErrorKey]?: (typeof errorTable)[K]['code'] };

/** A code from the wire: the table's codes are five digits; anything else is no code at all. */
export const asErrorCode = (code: string | undefined): ErrorCode | undefined =>
  code !== undefined && /^\d{5}$/.test(code) ? (code as ErrorCode) : undefined;
/** The code of one entry of the contract's error table, for comparing with `ApiError.code`. */
export const errorCode = <K extends keyof typeof CODES>(key: K): (typeof CODES)[K] => CODES[key];

export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'timeout' | 'canceled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope code, when the server answered one of the contract's codes. */
  readonly code: ErrorCode | undefined;
  readonly status: number | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { code?: string; status?: number; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = asErrorCode(details.code);
    this.status = details.status;
    this.fieldErrors = details.fieldErrors;
  }
}

export type EnvelopeLike = { code: string; msg: string };

export const isEnvelopeLike = (value: unknown): value is EnvelopeLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'string' &&
  typeof (value as { msg?: unknown }).msg === 'string';

export const fieldErrorsOf = (value: unknown): Record<string, string[]> | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = (value as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const fieldErrors = (data as { fieldErrors?: unknown }).fieldErrors;
  return typeof fieldErrors === 'object' && fieldErrors !== null
    ? (fieldErrors as Record<string, string[]>)
    : undefined;
};

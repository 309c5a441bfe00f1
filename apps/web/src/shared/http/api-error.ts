/**
 * The web side of the one error type (CONVENTIONS 6): the server's envelope `{ code, msg }` turned
 * back into an error, plus the failures that never reach the server.
 */
import { errorTable, type ErrorKey } from '@remit/contract/errors';

/** Every code the server may answer with: the contract's error table. */
export type ErrorCode = (typeof errorTable)[ErrorKey]['code'];
const ERROR_CODES: ReadonlySet<string> = new Set(Object.values(errorTable).map((entry) => entry.code));
/** A code from the wire, kept only when the contract lists it (a stranger would match no rule anyway). */
export const asErrorCode = (code: string | undefined): ErrorCode | undefined =>
  code !== undefined && ERROR_CODES.has(code) ? (code as ErrorCode) : undefined;
/** The code of one entry of the contract's error table, for comparing with `ApiError.code`. */
export const errorCode = <K extends ErrorKey>(key: K): (typeof errorTable)[K]['code'] => errorTable[key].code;

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

/**
 * The web side of the one error type (CONVENTIONS 6): the server's envelope `{ code, msg }` turned
 * back into an error, plus the failures that never reach the server.
 */
export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'timeout' | 'canceled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope code, when the server answered one. */
  readonly code: string | undefined;
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
    this.code = details.code;
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

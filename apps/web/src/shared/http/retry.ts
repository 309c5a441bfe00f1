/** Spec §7 and DESIGN §2: retry once, GET only, on these statuses; never a POST, PUT, PATCH or DELETE. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const retriesFor = (method: HttpMethod): number => (method === 'GET' ? 1 : 0);

/** The same rule as one question, for tests and for readers. */
export const shouldRetry = (method: HttpMethod, status: number, attempt: number): boolean =>
  attempt < retriesFor(method) && (RETRY_STATUS_CODES as readonly number[]).includes(status);

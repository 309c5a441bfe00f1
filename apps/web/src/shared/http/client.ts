import { SUCCESS_CODE } from '@remit/contract/wire-constants';
import { REQUEST_TIMEOUT_MS } from '../config/app';
import { currentWireLanguage, translate } from '../i18n/i18n';
import { endSessionAfterUnauthorized } from '../session/end-session';
import { getSession } from '../session/session-store';
import { notifyError } from '../ui/notify';
import { ApiError, errorCode, fieldErrorsOf, isEnvelopeLike, type EnvelopeLike } from './api-error';
import { beginRequest, endRequest } from './pending';
import { shouldRetry, type HttpMethod } from './retry';

export type RequestOptions = {
  method?: HttpMethod;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** TanStack Query's signal: the request is cancelled when its screen goes away (spec §7). */
  signal?: AbortSignal;
  /**
   * A 401 from this call ends the session (spec §8). Off for sign-in, where 401 means wrong
   * credentials, and for logout, which ends the session anyway.
   */
  unauthorizedEndsSession?: boolean;
  /** Show failures as a toast (spec §8). Forms that show the message themselves turn this off. */
  notify?: boolean;
};

/** A failed exchange with the server: an answer other than 2xx (with its parsed body), or none at all. */
class TransportError extends Error {
  constructor(
    readonly response: Response | undefined,
    readonly data: unknown,
    override readonly cause: unknown,
  ) {
    super(response ? `${response.status} ${response.statusText}` : 'fetch failed');
  }
}

const RETRY_DELAY_MS = 300;

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * The browser's fetch, same origin (the server serves the web app and the API on one port, DESIGN §2), JSON
 * both ways. A GET is tried again once after 300 ms on the statuses of `shouldRetry`, or when nothing answers
 * (counted as a 500); any other method never.
 */
const send = async (
  path: string,
  init: {
    method: HttpMethod;
    body: unknown;
    query?: Record<string, string>;
    headers: Record<string, string>;
  },
  signal: AbortSignal,
): Promise<unknown> => {
  const search = init.query && Object.keys(init.query).length ? `?${new URLSearchParams(init.query)}` : '';
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  for (let attempt = 0; ; attempt += 1) {
    let failure: TransportError;
    try {
      const response = await fetch(path + search, { method: init.method, headers, body, signal });
      const data = await readBody(response);
      if (response.ok) return data;
      failure = new TransportError(response, data, undefined);
    } catch (cause) {
      if (signal.aborted) throw new TransportError(undefined, undefined, cause);
      failure = new TransportError(undefined, undefined, cause);
    }
    if (!shouldRetry(init.method, failure.response?.status ?? 500, attempt)) throw failure;
    await pause(RETRY_DELAY_MS, signal);
  }
};

/** A session that may only change its password or enrol a second factor: it is not ended on a 401. */
const RESTRICTED_SESSION_CODES: ReadonlySet<string> = new Set([
  errorCode('PASSWORD_CHANGE_REQUIRED'),
  errorCode('TWO_FACTOR_ENROLMENT_REQUIRED'),
]);

const fromTransportError = (error: TransportError, callerSignal: AbortSignal | undefined): ApiError => {
  const response = error.response;
  if (response) {
    const data: unknown = error.data;
    const envelope = isEnvelopeLike(data) ? data : undefined;
    const fallback = response.status === 401 ? translate('http.unauthorized') : error.message;
    return new ApiError('http', envelope?.msg || response.statusText || fallback, {
      code: envelope?.code,
      status: response.status,
      fieldErrors: fieldErrorsOf(data),
    });
  }
  if (callerSignal?.aborted) return new ApiError('canceled', translate('http.canceled'));
  const cause = error.cause;
  const causeName = cause instanceof Error || cause instanceof DOMException ? cause.name : '';
  if (causeName === 'TimeoutError') return new ApiError('timeout', translate('http.timeout'));
  if (causeName === 'AbortError') return new ApiError('canceled', translate('http.canceled'));
  return new ApiError('network', translate('http.network'));
};

const toApiError = (error: unknown, callerSignal: AbortSignal | undefined): ApiError => {
  if (error instanceof ApiError) return error;
  if (error instanceof TransportError) return fromTransportError(error, callerSignal);
  // Aborted before or outside the fetch (the caller's signal fired first): a cancel, never "signal is aborted".
  if (callerSignal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
    return new ApiError('canceled', translate('http.canceled'));
  if (error instanceof Error) return new ApiError('network', error.message || translate('http.network'));
  return new ApiError('network', translate('http.network'));
};

const report = (error: ApiError, options: RequestOptions) => {
  // A screen that went away cancelled its own request: nobody is waiting for a message.
  if (error.kind === 'canceled' && options.signal?.aborted) return;
  if (error.status === 401 && options.unauthorizedEndsSession !== false) {
    endSessionAfterUnauthorized(error.message);
    return;
  }
  // A session held at a password change or a two-factor enrolment: the shell's dialog already says so.
  if (error.code && RESTRICTED_SESSION_CODES.has(error.code)) return;
  if (options.notify !== false) notifyError(error.message);
};

/**
 * One call to the API: the token in the `access_token` header, `language` in every POST body, a 60 s
 * timeout, the envelope checked for code "10000". Resolves with the whole envelope.
 */
export const apiRequest = async <T extends EnvelopeLike>(path: string, options: RequestOptions = {}) => {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers };
  const token = getSession().token;
  if (token) headers['access_token'] = token;
  const body = method === 'POST' ? { ...options.body, language: currentWireLanguage() } : options.body;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  beginRequest();
  try {
    const answer = await send(path, { method, body, query: options.query, headers }, signal);
    if (!isEnvelopeLike(answer)) throw new ApiError('http', translate('http.badResponse'));
    if (answer.code !== SUCCESS_CODE) {
      throw new ApiError('envelope', answer.msg || translate('http.failed'), {
        code: answer.code,
        fieldErrors: fieldErrorsOf(answer),
      });
    }
    // The envelope is checked; what `data` holds is the caller's contract with the server.
    return answer as T;
  } catch (caught) {
    const error = toApiError(caught, options.signal);
    report(error, options);
    throw error;
  } finally {
    endRequest();
  }
};

/** Most calls answer `{ code, msg, data }`; this resolves with `data`. */
export const apiData = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const answer = await apiRequest<EnvelopeLike & { data: T }>(path, options);
  return answer.data;
};

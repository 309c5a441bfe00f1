import { SUCCESS_CODE } from '@remit/contract/wire-constants';
import { REQUEST_TIMEOUT_MS } from '../config/app';
import { currentWireLanguage, translate } from '../i18n/i18n';
import { endSessionAfterUnauthorized } from '../session/end-session';
import { getSession } from '../session/session-store';
import { notifyError } from '../ui/notify';
import { ApiError, fieldErrorsOf, isEnvelopeLike } from './api-error';
import { beginRequest, endRequest } from './pending';

const authHeaders = (): Record<string, string> => {
  const token = getSession().token;
  return token ? { access_token: token } : {};
};

/** A refusal as an ApiError: the envelope's message in the request's language, or the status text. */
const refusal = async (response: Response): Promise<ApiError> => {
  const data: unknown = await response.json().catch(() => undefined);
  const envelope = isEnvelopeLike(data) ? data : undefined;
  return new ApiError('http', envelope?.msg || response.statusText || translate('http.failed'), {
    status: response.status,
    code: envelope?.code,
    fieldErrors: fieldErrorsOf(data),
  });
};

const send = async (path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  beginRequest();
  try {
    return await fetch(path, {
      ...init,
      method: 'POST',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    if (signal?.aborted) throw new ApiError('canceled', translate('http.canceled'));
    throw new ApiError('network', translate('http.network'));
  } finally {
    endRequest();
  }
};

const report = (error: ApiError, notify: boolean) => {
  if (error.status === 401) endSessionAfterUnauthorized(error.message);
  else if (notify && error.kind !== 'canceled') notifyError(error.message);
};

/**
 * A gateway `upload` call (multipart/form-data): the fields, then the file part, with the token header
 * and `language`. Never retried (a POST). Resolves with the envelope's `data`; a refusal (size, type,
 * state) rejects with the server's message, shown as a toast unless `notify` is off.
 */
export const uploadForm = <T>(
  path: string,
  fields: Record<string, string>,
  file: File,
  options: { notify?: boolean; signal?: AbortSignal } = {},
): Promise<T> => uploadParts<T>(path, fields, [['file', file]], options);

/**
 * A multipart call with several named file parts (`[partName, file]`), fields first: a streaming server
 * reads the fields before the bytes. Same envelope, refusals and toasts as `uploadForm`.
 */
export const uploadParts = async <T>(
  path: string,
  fields: Record<string, string>,
  files: [string, File][],
  options: { notify?: boolean; signal?: AbortSignal } = {},
): Promise<T> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('language', currentWireLanguage());
  for (const [name, file] of files) form.append(name, file, file.name);
  try {
    const response = await send(path, { headers: authHeaders(), body: form }, options.signal);
    if (!response.ok) throw await refusal(response);
    const answer: unknown = await response.json().catch(() => undefined);
    if (!isEnvelopeLike(answer)) throw new ApiError('http', translate('http.badResponse'));
    if (answer.code !== SUCCESS_CODE)
      throw new ApiError('envelope', answer.msg || translate('http.failed'), { code: answer.code });
    return (answer as unknown as { data: T }).data;
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError('network', translate('http.network'));
    report(error, options.notify !== false);
    throw error;
  }
};

/**
 * A file's bytes from a gateway call (a POST with a JSON body answering the file with its content type),
 * for a preview or to open in a new tab. A refusal answers the usual envelope and is shown as a toast.
 */
export const fetchBlob = async (
  path: string,
  body: Record<string, unknown>,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> => {
  try {
    const response = await send(
      path,
      {
        headers: { ...authHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, language: currentWireLanguage() }),
      },
      options.signal,
    );
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) throw await refusal(response);
    return await response.blob();
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError('network', translate('http.network'));
    report(error, true);
    throw error;
  }
};

/**
 * Opens downloaded bytes (a PDF) in a new tab. The tab is opened at the click, before the bytes arrive, so
 * a pop-up blocker lets it through; it is closed again if the download fails (the failure is a toast).
 */
export const openBlobInTab = async (load: () => Promise<Blob>) => {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
  }
};

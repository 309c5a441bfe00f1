import { SUCCESS_CODE } from '@remit/contract/wire-constants';
import { REQUEST_TIMEOUT_MS } from '../config/app';
import { currentWireLanguage, translate } from '../i18n/i18n';
import { endSessionAfterUnauthorized } from '../session/end-session';
import { getSession } from '../session/session-store';
import { notifyError } from '../ui/notify';
import { ApiError, isEnvelopeLike } from './api-error';

/** The file name from `content-disposition`: the UTF-8 `filename*` when given, else `filename`. */
export const fileNameFrom = (header: string | null, fallback: string) => {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? fallback;
};

const save = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * A file from a gateway `export` call (a POST answering a stream): the token in the header, `language` in
 * the body, bytes counted as they arrive (`onBytes`), then saved under the server's (localized) file name.
 * A failure answers the usual envelope: its message is shown as a toast, a 401 ends the session.
 */
export const downloadFile = async (
  path: string,
  body: Record<string, unknown>,
  options: { fallbackName: string; onBytes?: (bytes: number) => void; signal?: AbortSignal },
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = getSession().token;
  if (token) headers['access_token'] = token;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS * 10);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, language: currentWireLanguage() }),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch {
    const error = new ApiError('network', translate('http.network'));
    notifyError(error.message);
    throw error;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const data: unknown = await response.json().catch(() => undefined);
    const message =
      isEnvelopeLike(data) && data.code !== SUCCESS_CODE
        ? data.msg
        : response.statusText || translate('http.failed');
    const error = new ApiError('http', message, {
      status: response.status,
      code: isEnvelopeLike(data) ? data.code : undefined,
    });
    if (response.status === 401) endSessionAfterUnauthorized(message);
    else notifyError(message);
    throw error;
  }
  const chunks: BlobPart[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      options.onBytes?.(bytes);
    }
  }
  const fileName = fileNameFrom(response.headers.get('content-disposition'), options.fallbackName);
  save(new Blob(chunks, { type }), fileName);
  return { fileName, bytes };
};

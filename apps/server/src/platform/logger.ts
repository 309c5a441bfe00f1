import type { FastifyRequest } from 'fastify';
import { serializeError } from './log-error';

const SECRET_PARAM = /token|password|secret|code/i;
const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
};

/**
 * Secrets in query strings never reach a log line (DESIGN §6). A parameter is judged by its decoded
 * name, as the server reads it: `?access%5Ftoken=` and `?%61ccess_token=` are `access_token` too.
 */
export const redactUrl = (url: string) => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAM.test(decodedName(name)) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${redacted}${hash < 0 ? '' : url.slice(hash)}`;
};

export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: [
      'req.headers.access_token',
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.access_token',
      '*.password',
      '*.old_password',
      '*.new_password',
      '*.code',
      '*.token',
      'req.headers.card_token',
      'headers.card_token',
      '*.pan',
      '*.cvv2',
      '*.cardToken',
    ],
    censor: '[REDACTED]',
  },
  serializers: {
    err: serializeError,
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
});

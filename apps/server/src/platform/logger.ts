import type { FastifyRequest } from 'fastify';
import { serializeError } from './log-error';

import { z } from 'zod';

const SECRET_PARAM = /token|password|secret|code/i;
const REDACTED = '[REDACTED]';
const NOTHING: ReadonlySet<string> = new Set();
const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
};

/**
 * Query strings are logged by an allow-list (DESIGN §6): a parameter keeps its value
 * only when the route declares it and its name does not say secret (`access_token` is declared and still
 * hidden); any other pair, its name included, becomes `[REDACTED]` — `?pan=`, `?cvv2=`, a bare `?4111…`.
 * A parameter is judged by its decoded name, as the server reads it: `?access%5Ftoken=` is `access_token`.
 */
export const redactUrl = (url: string, declared: ReadonlySet<string> = NOTHING) => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const decoded = decodedName(name);
      if (!declared.has(decoded)) return REDACTED;
      return SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${redacted}${hash < 0 ? '' : url.slice(hash)}`;
};

const declaredCache = new WeakMap<object, ReadonlySet<string>>();
/** The parameter names of a route's querystring schema (a zod object); none for a route without one or a 404. */
const declaredParams = (schema: unknown): ReadonlySet<string> => {
  if (!schema || typeof schema !== 'object') return NOTHING;
  let names = declaredCache.get(schema);
  if (!names) {
    let inner: unknown = schema;
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault)
      inner = inner.unwrap();
    names = inner instanceof z.ZodObject ? new Set(Object.keys(inner.shape)) : NOTHING;
    declaredCache.set(schema, names);
  }
  return names;
};

/** The URL of a request as it may be logged: only the query parameters its route declares. */
export const loggableUrl = (request: FastifyRequest) =>
  redactUrl(request.url, declaredParams(request.routeOptions?.schema?.querystring));

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
      url: loggableUrl(request),
      remoteAddress: request.ip,
    }),
  },
});

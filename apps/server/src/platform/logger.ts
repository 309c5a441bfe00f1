import type { FastifyRequest } from 'fastify';

/** Tokens in query strings never reach a log line (DESIGN §6). */
export const redactUrl = (url: string) =>
  url.replace(/([?&](?:access_token|token)=)[^&#]*/gi, '$1[REDACTED]');

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
    ],
    censor: '[REDACTED]',
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
});

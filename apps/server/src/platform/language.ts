import type { FastifyRequest } from 'fastify';
import { toWireLanguage, type WireLanguage } from '@remit/contract/envelope';

/**
 * The request's language (spec §7): the body's `language`, else the `language` query or header,
 * else Accept-Language. Any Chinese locale maps to zh_CN, everything else to en.
 */
export const requestLanguage = (request: FastifyRequest): WireLanguage => {
  const body = request.body as { language?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.language === 'string')
    return toWireLanguage(body.language);
  const query = request.query as { language?: unknown } | undefined;
  if (query && typeof query.language === 'string') return toWireLanguage(query.language);
  const header = request.headers['language'];
  if (typeof header === 'string') return toWireLanguage(header);
  return toWireLanguage(request.headers['accept-language']?.split(',')[0]);
};

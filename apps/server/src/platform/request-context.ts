import type { FastifyRequest } from 'fastify';
import type { WireLanguage } from '@remit/contract/envelope';
import { requestLanguage } from './language';

/** What a service needs to know of the request besides the actor: the address for the audit log, the language for mail. */
export type ChangeContext = { ip: string; lang: WireLanguage };

export const changeContext = (request: FastifyRequest): ChangeContext => ({
  ip: request.ip,
  lang: requestLanguage(request),
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath, idRequest } from '@remit/contract/gateway';
import {
  statusRequest,
  withdrawalAccountCreateRequest,
  withdrawalAccountPageData,
  withdrawalAccountPageRequest,
  withdrawalAccountRecord,
  withdrawalAccountUpdateRequest,
} from '@remit/contract/beneficiary';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { WithdrawalAccountsService } from './withdrawal-account.service';

const tags = ['withdrawal-account'];
const S = 'withdrawal-account';

/** /withdrawal/accounts (spec §2): the withdrawal module's permissions; `call` enables or disables. */
export const withdrawalAccountsRoutes =
  (service: WithdrawalAccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath(S, 'page'),
      {
        config: { auth: { action: 'index', subject: 'withdrawal' } },
        schema: {
          tags,
          body: withdrawalAccountPageRequest,
          response: { 200: envelope(withdrawalAccountPageData) },
        },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath(S, 'get'),
      {
        config: { auth: { action: 'view', subject: 'withdrawal' } },
        schema: { tags, body: idRequest, response: { 200: envelope(withdrawalAccountRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );
    app.post(
      gatewayPath(S, 'create'),
      {
        config: { auth: { action: 'add', subject: 'withdrawal' } },
        schema: {
          tags,
          body: withdrawalAccountCreateRequest,
          response: { 200: envelope(withdrawalAccountRecord) },
        },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath(S, 'update'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal' } },
        schema: {
          tags,
          body: withdrawalAccountUpdateRequest,
          response: { 200: envelope(withdrawalAccountRecord) },
        },
      },
      async (request, reply) =>
        reply.ok(await service.update(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath(S, 'call'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal' } },
        schema: { tags, body: statusRequest, response: { 200: envelope(withdrawalAccountRecord) } },
      },
      async (request, reply) =>
        reply.ok(
          await service.setStatus(requireActor(request), request.body, changeContext(request)),
          'SAVED',
        ),
    );
  };

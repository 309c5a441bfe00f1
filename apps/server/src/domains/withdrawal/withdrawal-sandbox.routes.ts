import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import { orderDetail } from '@remit/contract/order';
import { sandboxOrderRequest } from '@remit/contract/withdrawal';
import { sandboxWithdrawalListData, sandboxWithdrawalListRequest } from '@remit/contract/withdrawal-sandbox';
import { requireActor } from '../../platform/session.plugin';
import type { WithdrawalSandboxService } from './withdrawal-sandbox.service';

/** The operator's sandbox bank: decide a withdrawal's outcome, list the withdrawals at the bank. */
export const withdrawalSandboxRoutes =
  (service: WithdrawalSandboxService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('withdrawal-order', 'call'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal', operatorOnly: true } },
        schema: {
          tags: ['withdrawal-order'],
          body: sandboxOrderRequest,
          response: { 200: envelope(orderDetail) },
        },
      },
      async (request, reply) => reply.ok(await service.call(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('sandbox-withdrawal', 'list'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal', operatorOnly: true } },
        schema: {
          tags: ['withdrawal-order'],
          body: sandboxWithdrawalListRequest,
          response: { 200: envelope(sandboxWithdrawalListData) },
        },
      },
      async (request, reply) => reply.ok(await service.list()),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayBody, gatewayPath } from '@remit/contract/gateway';
import { orderRecord, type OrderRecord } from '@remit/contract/order';
import {
  approvalDecisionRequest,
  approvalRuleListData,
  approvalRuleSetRequest,
  type ApprovalDecisionRequest,
  type ApprovalOrderType,
} from '@remit/contract/approval';
import { changeContext, type ChangeContext } from '../../platform/request-context';
import { requireActor, type Actor } from '../../platform/session.plugin';
import { optionalKeyOf } from '../order/order.routes';
import type { ApprovalService } from './approval.service';

/** What decides a waiting order of one type: that order domain's service. */
export type Decider = {
  decide(
    actor: Actor,
    id: string,
    decision: ApprovalDecisionRequest['decision'],
    key: string | undefined,
    ctx: ChangeContext,
  ): Promise<OrderRecord>;
};

/** Maker-checker: the decisions on waiting orders, and the thresholds that make orders wait. */
export const approvalRoutes =
  (deps: {
    approvals: ApprovalService;
    deciders: Record<ApprovalOrderType, Decider>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // Another user holding approve on the type decides on an order waiting in status 1.
    for (const type of Object.keys(deps.deciders) as ApprovalOrderType[])
      app.post(
        gatewayPath(`${type}-approval`, 'call'),
        {
          config: { auth: { action: 'approve', subject: type } },
          schema: {
            tags: [`${type}-order`],
            body: approvalDecisionRequest,
            response: { 200: envelope(orderRecord) },
          },
        },
        async (request, reply) =>
          reply.ok(
            await deps.deciders[type].decide(
              requireActor(request),
              request.body.id,
              request.body.decision,
              optionalKeyOf(request),
              changeContext(request),
            ),
          ),
      );
    // The thresholds are set by those who manage roles (who may do what), never by the makers themselves.
    // Read by anyone signed in, but only for the order types they may view (withdrawal or exchange): one
    // route serves both cards, and a route declares a single permission (platform/session.plugin.ts).
    app.post(
      gatewayPath('order-approval', 'list'),
      {
        config: { auth: 'session' },
        schema: { tags: ['order'], body: gatewayBody, response: { 200: envelope(approvalRuleListData) } },
      },
      async (request, reply) => reply.ok(await deps.approvals.rules(requireActor(request))),
    );
    app.post(
      gatewayPath('order-approval', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'role' } },
        schema: {
          tags: ['order'],
          body: approvalRuleSetRequest,
          response: { 200: envelope(approvalRuleListData) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await deps.approvals.setRule(requireActor(request), request.body, changeContext(request)),
          'SAVED',
        ),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayBody } from '@remit/contract/gateway';
import { orderRecord } from '@remit/contract/order';
import {
  approvalDecisionRequest,
  approvalRuleListData,
  approvalRuleSetRequest,
  type ApprovalOrderType,
} from '@remit/contract/approval';
import { gatewayRoutes } from '../../platform/gateway-route';
import type { Decider } from '../order/order.approval';
import { optionalKeyOf } from '../order/order.routes';
import type { ApprovalService } from './approval.service';

/** Maker-checker: the decisions on waiting orders, and the thresholds that make orders wait. */
export const approvalRoutes =
  (deps: {
    approvals: ApprovalService;
    deciders: Record<ApprovalOrderType, Decider>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // Another user holding approve on the type decides on an order waiting in status 1.
    for (const type of Object.keys(deps.deciders) as ApprovalOrderType[])
      gatewayRoutes(app, [`${type}-order`]).route(
        `${type}-approval/call`,
        { auth: ['approve', type], body: approvalDecisionRequest, data: orderRecord },
        ({ actor, body, ctx, request }) =>
          deps.deciders[type].decide(actor, body.id, body.decision, optionalKeyOf(request), ctx),
      );
    // The thresholds are set by those who manage roles (who may do what), never by the makers themselves.
    // Read by anyone signed in, but only for the order types they may view (withdrawal or exchange): one
    // route serves both cards, and a route declares a single permission (platform/session.plugin.ts).
    const { route } = gatewayRoutes(app, ['order']);
    route(
      'order-approval/list',
      { auth: 'session', body: gatewayBody, data: approvalRuleListData },
      ({ actor }) => deps.approvals.rules(actor),
    );
    route(
      'order-approval/update',
      { auth: ['edit', 'role'], body: approvalRuleSetRequest, data: approvalRuleListData, message: 'SAVED' },
      ({ actor, body, ctx }) => deps.approvals.setRule(actor, body, ctx),
    );
  };

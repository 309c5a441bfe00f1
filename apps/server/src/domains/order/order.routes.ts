import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelope } from '@remit/contract/envelope';
import { gatewayBody, gatewayPath } from '@remit/contract/gateway';
import {
  availableData,
  exchangeExecuteRequest,
  exchangeQuote,
  exchangeQuoteRequest,
  approvalDecisionRequest,
  approvalRuleListData,
  approvalRuleSetRequest,
  feeListData,
  IDEMPOTENCY_HEADER,
  merchantAccountsData,
  paymentCreateRequest,
  idempotencyKeyField,
  orderDetail,
  orderGetRequest,
  orderPageData,
  orderPageRequest,
  orderRecord,
  withdrawalCreateRequest,
  type OrderType,
} from '@remit/contract/order';
import { AppError } from '../../platform/errors';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { ExchangeService } from '../exchange/exchange.service';
import type { OrdersService } from './order.service';
import type { PaymentsService } from '../payment/payment.service';
import type { WithdrawalsService } from '../withdrawal/withdrawal.service';

/** The key from the Idempotency-Key header or the body's `idempotencyKey` (issue 5: every create takes one). */
export const idempotencyKeyOf = (request: FastifyRequest) => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const body = request.body as { idempotencyKey?: unknown } | undefined;
  const parsed = idempotencyKeyField.safeParse(typeof header === 'string' ? header : body?.idempotencyKey);
  if (!parsed.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return parsed.data;
};

/** A decision's key is optional (older clients send none); when sent it must be well formed. */
const optionalKeyOf = (request: FastifyRequest) => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const body = request.body as { idempotencyKey?: unknown } | undefined;
  return header === undefined && body?.idempotencyKey === undefined ? undefined : idempotencyKeyOf(request);
};

type Deps = {
  orders: OrdersService;
  withdrawals: WithdrawalsService;
  exchange: ExchangeService;
  payments: PaymentsService;
  sandbox: boolean;
};

/** Order lists and details share one shape per type. */
const listRoutes =
  (orders: OrdersService, service: string, type: OrderType): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = [service];
    app.post(
      gatewayPath(service, 'page'),
      {
        config: { auth: { action: 'index', subject: type } },
        schema: { tags, body: orderPageRequest, response: { 200: envelope(orderPageData) } },
      },
      async (request, reply) => reply.ok(await orders.page(requireActor(request), type, request.body)),
    );
    app.post(
      gatewayPath(service, 'get'),
      {
        config: { auth: { action: 'view', subject: type } },
        schema: { tags, body: orderGetRequest, response: { 200: envelope(orderDetail) } },
      },
      async (request, reply) => reply.ok(await orders.get(requireActor(request), type, request.body.id)),
    );
  };

export const ordersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listRoutes(deps.orders, 'withdrawal-order', 'withdrawal'));
    await app.register(listRoutes(deps.orders, 'exchange-order', 'exchange'));
    await app.register(listRoutes(deps.orders, 'payment-order', 'payment'));
    await app.register(listRoutes(deps.orders, 'transfer-order', 'transfer'));

    // Payments and transfers between the partner account and its merchants' accounts settle at once.
    for (const kind of ['payment', 'transfer'] as const)
      app.post(
        gatewayPath(`${kind}-order`, 'create'),
        {
          config: { auth: { action: 'add', subject: kind } },
          schema: {
            tags: [`${kind}-order`],
            body: paymentCreateRequest,
            response: { 200: envelope(orderRecord) },
          },
        },
        async (request, reply) =>
          reply.ok(
            await deps.payments[kind](
              requireActor(request),
              request.body,
              idempotencyKeyOf(request),
              changeContext(request),
            ),
          ),
      );
    app.post(
      gatewayPath('order-merchant', 'list'),
      {
        config: { auth: { action: 'view', subject: 'account' } },
        schema: { tags: ['order'], body: gatewayBody, response: { 200: envelope(merchantAccountsData) } },
      },
      async (request, reply) => reply.ok(await deps.payments.merchantAccounts(requireActor(request))),
    );

    app.post(
      gatewayPath('withdrawal-order', 'create'),
      {
        config: { auth: { action: 'add', subject: 'withdrawal' } },
        schema: {
          tags: ['withdrawal-order'],
          body: withdrawalCreateRequest,
          response: { 200: envelope(orderRecord) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await deps.withdrawals.create(
            requireActor(request),
            request.body,
            idempotencyKeyOf(request),
            changeContext(request),
          ),
        ),
    );

    // Sandbox controls (complete, fail, return a withdrawal): the operator's, in withdrawal-sandbox.routes.ts.

    // Maker-checker: another user holding approve on the type decides on an order waiting in status 1.
    for (const [service, type] of [
      ['withdrawal-approval', 'withdrawal'],
      ['exchange-approval', 'exchange'],
    ] as const)
      app.post(
        gatewayPath(service, 'call'),
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
            await deps[type === 'withdrawal' ? 'withdrawals' : 'exchange'].decide(
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
      async (request, reply) => reply.ok(await deps.orders.approvalRules(requireActor(request))),
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
          await deps.orders.setApprovalRule(requireActor(request), request.body, changeContext(request)),
          'SAVED',
        ),
    );

    app.post(
      gatewayPath('exchange-quote', 'create'),
      {
        config: { auth: { action: 'add', subject: 'exchange' } },
        schema: {
          tags: ['exchange-order'],
          body: exchangeQuoteRequest,
          response: { 200: envelope(exchangeQuote) },
        },
      },
      async (request, reply) => reply.ok(await deps.exchange.quote(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('exchange-order', 'create'),
      {
        config: { auth: { action: 'add', subject: 'exchange' } },
        schema: {
          tags: ['exchange-order'],
          body: exchangeExecuteRequest,
          response: { 200: envelope(orderRecord) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await deps.exchange.execute(
            requireActor(request),
            request.body,
            idempotencyKeyOf(request),
            changeContext(request),
          ),
        ),
    );

    // What the order forms show: available balance per currency, and the partner's fee schedule.
    app.post(
      gatewayPath('order-balance', 'list'),
      {
        config: { auth: { action: 'view', subject: 'account' } },
        schema: { tags: ['order'], body: gatewayBody, response: { 200: envelope(availableData) } },
      },
      async (request, reply) => reply.ok(await deps.orders.available(requireActor(request))),
    );
    app.post(
      gatewayPath('order-fee', 'list'),
      {
        config: { auth: { action: 'view', subject: 'withdrawal' } },
        schema: { tags: ['order'], body: gatewayBody, response: { 200: envelope(feeListData) } },
      },
      async (request, reply) => reply.ok(await deps.orders.fees(requireActor(request))),
    );
  };

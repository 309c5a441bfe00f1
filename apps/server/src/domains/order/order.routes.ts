import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelope } from '@remit/contract/envelope';
import { gatewayBody, gatewayPath } from '@remit/contract/gateway';
import {
  availableData,
  IDEMPOTENCY_HEADER,
  idempotencyKeyField,
  orderDetail,
  orderGetRequest,
  orderPageData,
  orderPageRequest,
  type OrderType,
} from '@remit/contract/order';
import { AppError } from '../../platform/errors';
import { requireActor } from '../../platform/session.plugin';
import type { OrdersService } from './order.service';

/** The key from the Idempotency-Key header or the body's `idempotencyKey` (every create takes one). */
export const idempotencyKeyOf = (request: FastifyRequest) => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const body = request.body as { idempotencyKey?: unknown } | undefined;
  const parsed = idempotencyKeyField.safeParse(typeof header === 'string' ? header : body?.idempotencyKey);
  if (!parsed.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return parsed.data;
};

/** A decision's key is optional (older clients send none); when sent it must be well formed. */
export const optionalKeyOf = (request: FastifyRequest) => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const body = request.body as { idempotencyKey?: unknown } | undefined;
  return header === undefined && body?.idempotencyKey === undefined ? undefined : idempotencyKeyOf(request);
};

/** Order lists and details share one shape per type: each order domain registers its own pair. */
export const orderListRoutes =
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

/** What every order form shows: the available balance per currency. */
export const orderRoutes =
  (orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('order-balance', 'list'),
      {
        config: { auth: { action: 'view', subject: 'account' } },
        schema: { tags: ['order'], body: gatewayBody, response: { 200: envelope(availableData) } },
      },
      async (request, reply) => reply.ok(await orders.available(requireActor(request))),
    );
  };

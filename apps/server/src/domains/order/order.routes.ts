import type { FastifyRequest } from 'fastify';
import { gatewayBody } from '@remit/contract/gateway';
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
import { gatewayPlugin } from '../../platform/gateway-route';
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
export const orderListRoutes = (orders: OrdersService, service: string, type: OrderType) =>
  gatewayPlugin([service], ({ route }) => {
    route(
      `${service}/page`,
      { auth: ['index', type], body: orderPageRequest, data: orderPageData },
      ({ actor, body }) => orders.page(actor, type, body),
    );
    route(
      `${service}/get`,
      { auth: ['view', type], body: orderGetRequest, data: orderDetail },
      ({ actor, body }) => orders.get(actor, type, body.id),
    );
  });

/** What every order form shows: the available balance per currency. */
export const orderRoutes = (orders: OrdersService) =>
  gatewayPlugin(['order'], ({ route }) => {
    route(
      'order-balance/list',
      { auth: ['view', 'account'], body: gatewayBody, data: availableData },
      ({ actor }) => orders.available(actor),
    );
  });

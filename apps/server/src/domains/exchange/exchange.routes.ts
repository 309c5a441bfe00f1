import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import { orderRecord } from '@remit/contract/order';
import { exchangeExecuteRequest, exchangeQuote, exchangeQuoteRequest } from '@remit/contract/exchange';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { idempotencyKeyOf, orderListRoutes } from '../order/order.routes';
import type { OrdersService } from '../order/order.service';
import type { ExchangeService } from './exchange.service';

const tags = ['exchange-order'];

/** Exchange orders: list and detail, a quote that locks a rate, and executing it. */
export const exchangeRoutes =
  (deps: { orders: OrdersService; exchange: ExchangeService }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(orderListRoutes(deps.orders, 'exchange-order', 'exchange'));

    app.post(
      gatewayPath('exchange-quote', 'create'),
      {
        config: { auth: { action: 'add', subject: 'exchange' } },
        schema: { tags, body: exchangeQuoteRequest, response: { 200: envelope(exchangeQuote) } },
      },
      async (request, reply) => reply.ok(await deps.exchange.quote(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('exchange-order', 'create'),
      {
        config: { auth: { action: 'add', subject: 'exchange' } },
        schema: { tags, body: exchangeExecuteRequest, response: { 200: envelope(orderRecord) } },
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
  };

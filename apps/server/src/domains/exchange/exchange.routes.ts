import { orderRecord } from '@remit/contract/order';
import { exchangeExecuteRequest, exchangeQuote, exchangeQuoteRequest } from '@remit/contract/exchange';
import { gatewayPlugin } from '../../platform/gateway-route';
import { idempotencyKeyOf, orderListRoutes } from '../order/order.routes';
import type { OrdersService } from '../order/order.service';
import type { ExchangeService } from './exchange.service';

/** Exchange orders: list and detail, a quote that locks a rate, and executing it. */
export const exchangeRoutes = (deps: { orders: OrdersService; exchange: ExchangeService }) =>
  gatewayPlugin(['exchange-order'], async ({ route, app }) => {
    await app.register(orderListRoutes(deps.orders, 'exchange-order', 'exchange'));
    route(
      'exchange-quote/create',
      { auth: ['add', 'exchange'], body: exchangeQuoteRequest, data: exchangeQuote },
      ({ actor, body }) => deps.exchange.quote(actor, body),
    );
    route(
      'exchange-order/create',
      { auth: ['add', 'exchange'], body: exchangeExecuteRequest, data: orderRecord },
      ({ actor, body, ctx, request }) => deps.exchange.execute(actor, body, idempotencyKeyOf(request), ctx),
    );
  });

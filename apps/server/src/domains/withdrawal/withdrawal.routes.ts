import { orderRecord } from '@remit/contract/order';
import { withdrawalCreateRequest } from '@remit/contract/withdrawal';
import { gatewayPlugin } from '../../platform/gateway-route';
import { idempotencyKeyOf, orderListRoutes } from '../order/order.routes';
import type { OrdersService } from '../order/order.service';
import type { WithdrawalsService } from './withdrawal.service';

/** Withdrawal orders: list and detail, and create (the sandbox bank's controls are withdrawal-sandbox.routes.ts). */
export const withdrawalRoutes = (deps: { orders: OrdersService; withdrawals: WithdrawalsService }) =>
  gatewayPlugin(['withdrawal-order'], async ({ route, app }) => {
    await app.register(orderListRoutes(deps.orders, 'withdrawal-order', 'withdrawal'));
    route(
      'withdrawal-order/create',
      { auth: ['add', 'withdrawal'], body: withdrawalCreateRequest, data: orderRecord },
      ({ actor, body, ctx, request }) => deps.withdrawals.create(actor, body, idempotencyKeyOf(request), ctx),
    );
  });

import type { OrderPageRequest, OrderRecord } from '@remit/contract/order';
import { IDEMPOTENCY_HEADER } from '@remit/contract/order';
import { withdrawalKeys } from './withdrawal-keys';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

export type OrderQuery = PageQuery<OrderPageRequest>;

export const useWithdrawalOrders = (request: OrderQuery) =>
  usePageQuery<OrderRecord>('withdrawal-order', withdrawalKeys.orders(request), request);

/** The key travels in the Idempotency-Key header: a double click or a retry makes one order. */
export const useCreateWithdrawal = () =>
  useRefreshingMutation(
    withdrawalKeys.all,
    ({ key, ...body }: { key: string; withdrawalAccountId: string; amount: string; remark: string }) =>
      gatewayData<OrderRecord>('withdrawal-order', 'create', body, {
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
  );

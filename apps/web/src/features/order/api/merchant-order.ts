import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PageData } from '@remit/contract/gateway';
import type { FeeScheduleRecord } from '@remit/contract/fee';
import {
  IDEMPOTENCY_HEADER,
  type AvailableData,
  type OrderDetail,
  type OrderPageRequest,
  type OrderRecord,
} from '@remit/contract/order';
import type { MerchantAccountsData, PaymentCreateRequest } from '@remit/contract/payment';
import { pageQueryOptions, type PageQuery } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

export type MerchantOrderQuery = PageQuery<OrderPageRequest>;
export type MerchantOrderCreate = Omit<PaymentCreateRequest, 'dtoName' | 'language' | 'idempotencyKey'> & {
  key: string;
};

/**
 * The calls of one merchant-order service (payment and transfer orders share their shape): its list, one
 * order, the merchant accounts it can use, and create with one idempotency key per submission.
 */
export const merchantOrderApi = (service: 'payment-order' | 'transfer-order', root: readonly string[]) => {
  const ordersQueryOptions = (request: MerchantOrderQuery) =>
    pageQueryOptions<PageData<OrderRecord>>(service, [...root, 'orders', request], request);

  return {
    ordersQueryOptions,
    useOrders: (request: MerchantOrderQuery) => useQuery(ordersQueryOptions(request)),
    useOrder: (id: string | null) =>
      useQuery({
        ...gatewayQueryOptions<OrderDetail>([...root, 'order', id], service, 'get', { id }),
        enabled: !!id,
      }),
    useMerchantAccounts: () =>
      useQuery(gatewayQueryOptions<MerchantAccountsData>([...root, 'merchants'], 'order-merchant', 'list')),
    /** The partner account's available balances (the review's "from" when paying a merchant). */
    useBalances: () =>
      useQuery({
        queryKey: [...root, 'balances'],
        queryFn: ({ signal }) =>
          gatewayData<AvailableData>('order-balance', 'list', {}, { signal, notify: false }),
      }),
    /** The partner's fee schedule; a user who may not read it sees the fee after the order is made. */
    useFees: () =>
      useQuery({
        queryKey: [...root, 'fees'],
        queryFn: ({ signal }) =>
          gatewayData<FeeScheduleRecord[]>('order-fee', 'list', {}, { signal, notify: false }),
        staleTime: 60_000,
        retry: false,
      }),
    useCreate: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ key, ...body }: MerchantOrderCreate) =>
          gatewayData<OrderRecord>(service, 'create', body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
        onSuccess: () => client.invalidateQueries({ queryKey: [...root] }),
      });
    },
  };
};

export type MerchantOrderApi = ReturnType<typeof merchantOrderApi>;

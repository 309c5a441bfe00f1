import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import {
  IDEMPOTENCY_HEADER,
  type MerchantAccountsData,
  type OrderDetail,
  type OrderPageRequest,
  type OrderRecord,
  type PaymentCreateRequest,
} from '@remit/contract/order';
import { apiData } from '../../../shared/http/client';

export type MerchantOrderQuery = Partial<Omit<OrderPageRequest, 'dtoName' | 'language'>>;
export type MerchantOrderCreate = Omit<PaymentCreateRequest, 'dtoName' | 'language' | 'idempotencyKey'> & {
  key: string;
};

/**
 * The calls of one merchant-order service (payment and transfer orders share their shape): its list, one
 * order, the merchant accounts it can use, and create with one idempotency key per submission.
 */
export const merchantOrderApi = (service: 'payment-order' | 'transfer-order', root: readonly string[]) => {
  const ordersQueryOptions = (request: MerchantOrderQuery) =>
    queryOptions({
      queryKey: [...root, 'orders', request],
      queryFn: ({ signal }) =>
        apiData<PageData<OrderRecord>>(gatewayPath(service, 'page'), {
          method: 'POST',
          body: { ...request },
          signal,
        }),
      placeholderData: keepPreviousData,
    });

  return {
    ordersQueryOptions,
    useOrders: (request: MerchantOrderQuery) => useQuery(ordersQueryOptions(request)),
    useOrder: (id: string | null) =>
      useQuery({
        queryKey: [...root, 'order', id],
        queryFn: ({ signal }) =>
          apiData<OrderDetail>(gatewayPath(service, 'get'), { method: 'POST', body: { id }, signal }),
        enabled: !!id,
      }),
    useMerchantAccounts: () =>
      useQuery({
        queryKey: [...root, 'merchants'],
        queryFn: ({ signal }) =>
          apiData<MerchantAccountsData>(gatewayPath('order-merchant', 'list'), {
            method: 'POST',
            body: {},
            signal,
          }),
      }),
    useCreate: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ key, ...body }: MerchantOrderCreate) =>
          apiData<OrderRecord>(gatewayPath(service, 'create'), {
            method: 'POST',
            body,
            headers: { [IDEMPOTENCY_HEADER]: key },
          }),
        onSuccess: () => client.invalidateQueries({ queryKey: [...root] }),
      });
    },
  };
};

export type MerchantOrderApi = ReturnType<typeof merchantOrderApi>;

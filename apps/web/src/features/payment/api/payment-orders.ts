import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import {
  IDEMPOTENCY_HEADER,
  type MerchantAccountsData,
  type OrderDetail,
  type OrderPageRequest,
  type OrderRecord,
  type PaymentCreateRequest,
} from '@remit/contract/orders';
import { apiData } from '../../../shared/http/client';
import { paymentKeys } from './payment-keys';

const SERVICE = 'payment-order';
export type PaymentOrderQuery = Partial<Omit<OrderPageRequest, 'dtoName' | 'language'>>;

export const paymentOrdersQueryOptions = (request: PaymentOrderQuery) =>
  queryOptions({
    queryKey: [...paymentKeys.all, 'orders', request],
    queryFn: ({ signal }) =>
      apiData<PageData<OrderRecord>>(gatewayPath(SERVICE, 'page'), {
        method: 'POST',
        body: { ...request },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const usePaymentOrders = (request: PaymentOrderQuery) => useQuery(paymentOrdersQueryOptions(request));

export const usePaymentOrder = (id: string | null) =>
  useQuery({
    queryKey: [...paymentKeys.all, 'order', id],
    queryFn: ({ signal }) =>
      apiData<OrderDetail>(gatewayPath(SERVICE, 'get'), { method: 'POST', body: { id }, signal }),
    enabled: !!id,
  });

export const useMerchantAccounts = () =>
  useQuery({
    queryKey: [...paymentKeys.all, 'merchants'],
    queryFn: ({ signal }) =>
      apiData<MerchantAccountsData>(gatewayPath('order-merchant', 'list'), {
        method: 'POST',
        body: {},
        signal,
      }),
  });

type Create = Omit<PaymentCreateRequest, 'dtoName' | 'language' | 'idempotencyKey'> & { key: string };

export const useCreatePayment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: Create) =>
      apiData<OrderRecord>(gatewayPath(SERVICE, 'create'), {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

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
import { transferKeys } from './transfer-keys';

const SERVICE = 'transfer-order';
export type TransferOrderQuery = Partial<Omit<OrderPageRequest, 'dtoName' | 'language'>>;

export const transferOrdersQueryOptions = (request: TransferOrderQuery) =>
  queryOptions({
    queryKey: [...transferKeys.all, 'orders', request],
    queryFn: ({ signal }) =>
      apiData<PageData<OrderRecord>>(gatewayPath(SERVICE, 'page'), {
        method: 'POST',
        body: { ...request },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useTransferOrders = (request: TransferOrderQuery) =>
  useQuery(transferOrdersQueryOptions(request));

export const useTransferOrder = (id: string | null) =>
  useQuery({
    queryKey: [...transferKeys.all, 'order', id],
    queryFn: ({ signal }) =>
      apiData<OrderDetail>(gatewayPath(SERVICE, 'get'), { method: 'POST', body: { id }, signal }),
    enabled: !!id,
  });

export const useMerchantAccounts = () =>
  useQuery({
    queryKey: [...transferKeys.all, 'merchants'],
    queryFn: ({ signal }) =>
      apiData<MerchantAccountsData>(gatewayPath('order-merchant', 'list'), {
        method: 'POST',
        body: {},
        signal,
      }),
  });

type Create = Omit<PaymentCreateRequest, 'dtoName' | 'language' | 'idempotencyKey'> & { key: string };

export const useCreateTransfer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: Create) =>
      apiData<OrderRecord>(gatewayPath(SERVICE, 'create'), {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: transferKeys.all }),
  });
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import {
  IDEMPOTENCY_HEADER,
  type AvailableData,
  type OrderPageRequest,
  type OrderRecord,
} from '@remit/contract/order';
import type { ExchangeQuote, ExchangeQuoteRequest } from '@remit/contract/exchange';
import { apiData } from '../../../shared/http/client';
import { exchangeKeys } from './exchange-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type ExchangeOrderQuery = Partial<Omit<OrderPageRequest, 'dtoName' | 'language'>>;

export const exchangeOrdersQueryOptions = (request: ExchangeOrderQuery) =>
  pageQueryOptions<PageData<OrderRecord>>('exchange-order', exchangeKeys.orders(request), request);
export const useExchangeOrders = (request: ExchangeOrderQuery) =>
  useQuery(exchangeOrdersQueryOptions(request));

export const useExchangeBalances = () =>
  useQuery({
    queryKey: exchangeKeys.balances(),
    queryFn: ({ signal }) =>
      apiData<AvailableData>(gatewayPath('order-balance', 'list'), { method: 'POST', body: {}, signal }),
  });

export const useQuote = () =>
  useMutation({
    mutationFn: (body: Omit<ExchangeQuoteRequest, 'dtoName' | 'language'>) =>
      apiData<ExchangeQuote>(gatewayPath('exchange-quote', 'create'), { method: 'POST', body }),
  });

/** Executes a quote under one idempotency key per submission. */
export const useExecuteQuote = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, key }: { quoteId: string; key: string }) =>
      apiData<OrderRecord>(gatewayPath('exchange-order', 'create'), {
        method: 'POST',
        body: { quoteId },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: exchangeKeys.all }),
  });
};

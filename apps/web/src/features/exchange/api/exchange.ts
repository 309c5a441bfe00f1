import { useMutation, useQuery } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  type AvailableData,
  type OrderPageRequest,
  type OrderRecord,
} from '@remit/contract/order';
import type { ExchangeQuote, ExchangeQuoteRequest } from '@remit/contract/exchange';
import { exchangeKeys } from './exchange-keys';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

export type ExchangeOrderQuery = PageQuery<OrderPageRequest>;

export const useExchangeOrders = (request: ExchangeOrderQuery) =>
  usePageQuery<OrderRecord>('exchange-order', exchangeKeys.orders(request), request);

export const useExchangeBalances = () =>
  useQuery(gatewayQueryOptions<AvailableData>(exchangeKeys.balances(), 'order-balance', 'list'));

export const useQuote = () =>
  useMutation({
    mutationFn: (body: Omit<ExchangeQuoteRequest, 'dtoName' | 'language'>) =>
      gatewayData<ExchangeQuote>('exchange-quote', 'create', body),
  });

/** Executes a quote under one idempotency key per submission. */
export const useExecuteQuote = () =>
  useRefreshingMutation(exchangeKeys.all, ({ quoteId, key }: { quoteId: string; key: string }) =>
    gatewayData<OrderRecord>(
      'exchange-order',
      'create',
      { quoteId },
      { headers: { [IDEMPOTENCY_HEADER]: key } },
    ),
  );

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PageData } from '@remit/contract/gateway';
import type { CardBalance, CardListRequest, CardProduct } from '@remit/contract/card';
import type { MerchantRecord } from '@remit/contract/merchant';
import { cardKeys } from './card-keys';
import { gatewayData } from '../../../shared/http/gateway';

export type BalanceQuery = Partial<
  Pick<CardListRequest, 'page' | 'size' | 'merchantId' | 'funding' | 'currency'>
>;

/** Card Balances (`card/list`): each card with what it can spend. */
export const useCardBalances = (request: BalanceQuery) =>
  useQuery({
    queryKey: cardKeys.balances(request),
    queryFn: ({ signal }) =>
      gatewayData<PageData<CardBalance>>('card', 'list', { ...request, view: 'balances' }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The card products the Apply Card form offers (`card/list`, view products). */
export const useCardProducts = (enabled: boolean) =>
  useQuery({
    queryKey: cardKeys.products(),
    queryFn: ({ signal }) =>
      gatewayData<PageData<CardProduct>>('card', 'list', { view: 'products', size: 100 }, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** Approved merchants matching what was typed (`merchant/page`): cards are issued to them only. */
export const useApprovedMerchants = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: cardKeys.merchants(search),
    queryFn: ({ signal }) =>
      gatewayData<PageData<MerchantRecord>>(
        'merchant',
        'page',
        { status: 'approved', search: search || undefined, size: 25 },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });

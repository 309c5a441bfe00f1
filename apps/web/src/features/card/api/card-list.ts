import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PageData } from '@remit/contract/gateway';
import type { CardBalance, CardListRequest, CardProduct } from '@remit/contract/card';
import type { MerchantRecord } from '@remit/contract/merchant';
import { cardKeys } from './card-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

export type BalanceQuery = Partial<
  Pick<CardListRequest, 'page' | 'size' | 'merchantId' | 'funding' | 'currency'>
>;

/** Card Balances (`card/list`): each card with what it can spend. */
export const useCardBalances = (request: BalanceQuery) =>
  useQuery({
    ...gatewayQueryOptions<PageData<CardBalance>>(cardKeys.balances(request), 'card', 'list', {
      ...request,
      view: 'balances',
    }),
    placeholderData: keepPreviousData,
  });

/** The card products the Apply Card form offers (`card/list`, view products). */
export const useCardProducts = (enabled: boolean) =>
  useQuery({
    ...gatewayQueryOptions<PageData<CardProduct>>(cardKeys.products(), 'card', 'list', {
      view: 'products',
      size: 100,
    }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** Approved merchants matching what was typed (`merchant/page`): cards are issued to them only. */
export const useApprovedMerchants = (search: string, enabled: boolean) =>
  useQuery({
    ...gatewayQueryOptions<PageData<MerchantRecord>>(cardKeys.merchants(search), 'merchant', 'page', {
      status: 'approved',
      search: search || undefined,
      size: 25,
    }),
    enabled,
    placeholderData: keepPreviousData,
  });

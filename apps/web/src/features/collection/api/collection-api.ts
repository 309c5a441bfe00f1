import type { CollectionPageRequest, CollectionRecord } from '@remit/contract/collection';
import type { ShopPageRequest, ShopRecord } from '@remit/contract/shop';
import type { VirtualAccountPageRequest, VirtualAccountRecord } from '@remit/contract/virtual-account';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

/** Query keys of the collection screens (CONVENTIONS 8). */
export const collectionKeys = {
  all: ['collection'] as const,
  vaPage: (request: object) => [...collectionKeys.all, 'va', 'page', request] as const,
  shopPage: (request: object) => [...collectionKeys.all, 'shop', 'page', request] as const,
  collectionPage: (request: object) => [...collectionKeys.all, 'collection', 'page', request] as const,
};

export type VirtualAccountQuery = PageQuery<VirtualAccountPageRequest>;
export type ShopQuery = PageQuery<ShopPageRequest>;
export type CollectionQuery = PageQuery<CollectionPageRequest>;

export const useVirtualAccountPage = (request: VirtualAccountQuery) =>
  usePageQuery<VirtualAccountRecord>('virtual-account', collectionKeys.vaPage(request), request);

export const useShopPage = (request: ShopQuery) =>
  usePageQuery<ShopRecord>('shop', collectionKeys.shopPage(request), request);

export const useCollectionPage = (request: CollectionQuery) =>
  usePageQuery<CollectionRecord>('collection', collectionKeys.collectionPage(request), request);

/** A write of the collection screens (errors stay in the dialog; every list refreshes after it). */
export const useCollectionMutation = <T>(service: string, op: string) =>
  useRefreshingMutation(collectionKeys.all, (body: object) =>
    gatewayData<T>(service, op, { ...body }, { notify: false }),
  );

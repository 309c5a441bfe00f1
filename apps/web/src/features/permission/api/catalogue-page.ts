import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import type { PermissionPageRequest, PermissionRecord } from '@remit/contract/permission-catalogue';
import { apiData } from '../../../shared/http/client';
import { permissionKeys } from './permission-keys';

export type CatalogueQuery = Omit<PermissionPageRequest, 'dtoName' | 'language'>;

export const fetchCataloguePage = (request: CatalogueQuery, signal?: AbortSignal) =>
  apiData<PageData<PermissionRecord>>(gatewayPath('permission', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const cataloguePageQueryOptions = (request: CatalogueQuery) =>
  queryOptions({
    queryKey: permissionKeys.cataloguePage(request),
    queryFn: ({ signal }) => fetchCataloguePage(request, signal),
    placeholderData: keepPreviousData,
  });

/** The operator's permission catalogue, a page at a time. */
/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useCataloguePage = (request: CatalogueQuery, enabled = true) =>
  useQuery({ ...cataloguePageQueryOptions(request), enabled });

import { useQuery } from '@tanstack/react-query';
import type { PageData } from '@remit/contract/gateway';
import type { PermissionPageRequest, PermissionRecord } from '@remit/contract/permission-catalogue';
import { permissionKeys } from './permission-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type CatalogueQuery = Omit<PermissionPageRequest, 'dtoName' | 'language'>;

export const cataloguePageQueryOptions = (request: CatalogueQuery) =>
  pageQueryOptions<PageData<PermissionRecord>>('permission', permissionKeys.cataloguePage(request), request);

/** The operator's permission catalogue, a page at a time. */
/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useCataloguePage = (request: CatalogueQuery, enabled = true) =>
  useQuery({ ...cataloguePageQueryOptions(request), enabled });

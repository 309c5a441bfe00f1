import type { PermissionPageRequest, PermissionRecord } from '@remit/contract/permission-catalogue';
import { permissionKeys } from './permission-keys';
import { usePageQuery } from '../../../shared/query/page-query';

export type CatalogueQuery = Omit<PermissionPageRequest, 'dtoName' | 'language'>;

/** The operator's permission catalogue, a page at a time. */
/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useCataloguePage = (request: CatalogueQuery, enabled = true) =>
  usePageQuery<PermissionRecord>('permission', permissionKeys.cataloguePage(request), request, enabled);

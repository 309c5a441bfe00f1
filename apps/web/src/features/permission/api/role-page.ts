import type { RolePageRequest, RoleRecord } from '@remit/contract/role';
import { permissionKeys } from './permission-keys';
import { usePageQuery } from '../../../shared/query/page-query';

export type RoleQuery = Omit<RolePageRequest, 'dtoName' | 'language'>;

/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useRolePage = (request: RoleQuery, enabled = true) =>
  usePageQuery<RoleRecord>('role', permissionKeys.rolePage(request), request, enabled);

import { useQuery } from '@tanstack/react-query';
import type { PageData } from '@remit/contract/gateway';
import type { RolePageRequest, RoleRecord } from '@remit/contract/role';
import { permissionKeys } from './permission-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type RoleQuery = Omit<RolePageRequest, 'dtoName' | 'language'>;

export const rolePageQueryOptions = (request: RoleQuery) =>
  pageQueryOptions<PageData<RoleRecord>>('role', permissionKeys.rolePage(request), request);

/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useRolePage = (request: RoleQuery, enabled = true) =>
  useQuery({ ...rolePageQueryOptions(request), enabled });

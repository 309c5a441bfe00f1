import { useQuery } from '@tanstack/react-query';
import type { PageData } from '@remit/contract/gateway';
import type { UserPageRequest, UserRecord } from '@remit/contract/user';
import { permissionKeys } from './permission-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type UserQuery = Omit<UserPageRequest, 'dtoName' | 'language'>;

export const userPageQueryOptions = (request: UserQuery) =>
  pageQueryOptions<PageData<UserRecord>>('user', permissionKeys.userPage(request), request);

/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useUserPage = (request: UserQuery, enabled = true) =>
  useQuery({ ...userPageQueryOptions(request), enabled });

import type { UserPageRequest, UserRecord } from '@remit/contract/user';
import { permissionKeys } from './permission-keys';
import { usePageQuery } from '../../../shared/query/page-query';

export type UserQuery = Omit<UserPageRequest, 'dtoName' | 'language'>;

/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useUserPage = (request: UserQuery, enabled = true) =>
  usePageQuery<UserRecord>('user', permissionKeys.userPage(request), request, enabled);

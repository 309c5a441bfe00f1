import {
  userCreateRequest,
  userDeleteRequest,
  userGetRequest,
  userPageData,
  userPageRequest,
  userRecord,
  userUpdateRequest,
} from '@remit/contract/user';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { UsersService } from './user.service';

/** Settings → users (spec §6), through the resource gateway (DESIGN §4). */
export const usersRoutes = (service: UsersService) =>
  gatewayPlugin(['user'], ({ family }) => {
    family('user', 'user', service, {
      page: [userPageRequest, userPageData],
      get: [userGetRequest, userRecord],
      create: [userCreateRequest, userRecord, 'USER_CREATED'],
      update: [userUpdateRequest, userRecord],
      delete: [userDeleteRequest],
    });
  });

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userCreateRequest,
  userDeleteRequest,
  userGetRequest,
  userPageData,
  userPageRequest,
  userRecord,
  userUpdateRequest,
} from '@remit/contract/user';
import { gatewayRoutes } from '../../platform/gateway-route';
import type { UsersService } from './user.service';

/** Settings → users (spec §6), through the resource gateway (DESIGN §4). */
export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    gatewayRoutes(app, ['user']).family('user', 'user', service, {
      page: [userPageRequest, userPageData],
      get: [userGetRequest, userRecord],
      create: [userCreateRequest, userRecord, 'USER_CREATED'],
      update: [userUpdateRequest, userRecord],
      delete: [userDeleteRequest],
    });
  };

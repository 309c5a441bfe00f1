import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import {
  userCreateRequest,
  userDeleteRequest,
  userGetRequest,
  userPageData,
  userPageRequest,
  userRecord,
  userUpdateRequest,
} from '@remit/contract/user';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { UsersService } from './user.service';

const tags = ['user'];

/** Settings → users (spec §6), through the resource gateway (DESIGN §4). */
export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('user', 'page'),
      {
        config: { auth: { action: 'index', subject: 'user' } },
        schema: { tags, body: userPageRequest, response: { 200: envelope(userPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );

    app.post(
      gatewayPath('user', 'get'),
      {
        config: { auth: { action: 'view', subject: 'user' } },
        schema: { tags, body: userGetRequest, response: { 200: envelope(userRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );

    app.post(
      gatewayPath('user', 'create'),
      {
        config: { auth: { action: 'add', subject: 'user' } },
        schema: { tags, body: userCreateRequest, response: { 200: envelope(userRecord) } },
      },
      async (request, reply) =>
        reply.ok(
          await service.create(requireActor(request), request.body, changeContext(request)),
          'USER_CREATED',
        ),
    );

    app.post(
      gatewayPath('user', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'user' } },
        schema: { tags, body: userUpdateRequest, response: { 200: envelope(userRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.update(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );

    app.post(
      gatewayPath('user', 'delete'),
      {
        config: { auth: { action: 'delete', subject: 'user' } },
        schema: { tags, body: userDeleteRequest, response: { 200: envelope(z.null()) } },
      },
      async (request, reply) => {
        await service.delete(requireActor(request), request.body.id, changeContext(request));
        return reply.ok(null, 'DELETED');
      },
    );
  };

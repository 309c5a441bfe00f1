import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import {
  roleCreateRequest,
  roleDeleteRequest,
  roleDetail,
  roleGetRequest,
  roleListData,
  roleListRequest,
  rolePageData,
  rolePageRequest,
  roleUpdateRequest,
} from '@remit/contract/role';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { RolesService } from './role.service';

const tags = ['role'];

/** Settings → roles (spec §6), through the resource gateway (DESIGN §4). */
export const rolesRoutes =
  (service: RolesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('role', 'list'),
      {
        config: { auth: { action: 'index', subject: 'role' } },
        schema: { tags, body: roleListRequest, response: { 200: envelope(roleListData) } },
      },
      async (request, reply) => reply.ok(await service.list(requireActor(request))),
    );

    app.post(
      gatewayPath('role', 'page'),
      {
        config: { auth: { action: 'index', subject: 'role' } },
        schema: { tags, body: rolePageRequest, response: { 200: envelope(rolePageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );

    app.post(
      gatewayPath('role', 'get'),
      {
        config: { auth: { action: 'view', subject: 'role' } },
        schema: { tags, body: roleGetRequest, response: { 200: envelope(roleDetail) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );

    app.post(
      gatewayPath('role', 'create'),
      {
        config: { auth: { action: 'add', subject: 'role' } },
        schema: { tags, body: roleCreateRequest, response: { 200: envelope(roleDetail) } },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );

    app.post(
      gatewayPath('role', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'role' } },
        schema: { tags, body: roleUpdateRequest, response: { 200: envelope(roleDetail) } },
      },
      async (request, reply) =>
        reply.ok(await service.update(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );

    app.post(
      gatewayPath('role', 'delete'),
      {
        config: { auth: { action: 'delete', subject: 'role' } },
        schema: { tags, body: roleDeleteRequest, response: { 200: envelope(z.null()) } },
      },
      async (request, reply) => {
        await service.delete(requireActor(request), request.body.id, changeContext(request));
        return reply.ok(null, 'DELETED');
      },
    );
  };

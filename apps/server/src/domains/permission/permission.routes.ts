import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import {
  permissionCreateRequest,
  permissionDeleteRequest,
  permissionGetRequest,
  permissionListData,
  permissionListRequest,
  permissionPageData,
  permissionPageRequest,
  permissionRecord,
  permissionUpdateRequest,
} from '@remit/contract/permission-catalogue';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { PermissionsService } from './permission.service';

const tags = ['permission'];

/**
 * Settings → permissions (spec §6): the catalogue is the operator's (abilities.ts never gives tenants
 * the 'permission' subject). `list` feeds the role editor, so it asks for role:view instead.
 */
export const permissionsRoutes =
  (service: PermissionsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('permission', 'list'),
      {
        config: { auth: { action: 'view', subject: 'role' } },
        schema: { tags, body: permissionListRequest, response: { 200: envelope(permissionListData) } },
      },
      async (request, reply) => reply.ok(await service.list(requireActor(request), request.body)),
    );

    app.post(
      gatewayPath('permission', 'page'),
      {
        config: { auth: { action: 'index', subject: 'permission' } },
        schema: { tags, body: permissionPageRequest, response: { 200: envelope(permissionPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(request.body)),
    );

    app.post(
      gatewayPath('permission', 'get'),
      {
        config: { auth: { action: 'view', subject: 'permission' } },
        schema: { tags, body: permissionGetRequest, response: { 200: envelope(permissionRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(request.body.id)),
    );

    app.post(
      gatewayPath('permission', 'create'),
      {
        config: { auth: { action: 'add', subject: 'permission' } },
        schema: { tags, body: permissionCreateRequest, response: { 200: envelope(permissionRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );

    app.post(
      gatewayPath('permission', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'permission' } },
        schema: { tags, body: permissionUpdateRequest, response: { 200: envelope(permissionRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.update(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );

    app.post(
      gatewayPath('permission', 'delete'),
      {
        config: { auth: { action: 'delete', subject: 'permission' } },
        schema: { tags, body: permissionDeleteRequest, response: { 200: envelope(z.null()) } },
      },
      async (request, reply) => {
        await service.delete(requireActor(request), request.body.id, changeContext(request));
        return reply.ok(null, 'DELETED');
      },
    );
  };

import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../platform/mail';
import { permissionsRoutes } from './permissions/permissions.routes';
import { createPermissionsService } from './permissions/permissions.service';
import { rolesRoutes } from './roles/roles.routes';
import { createRolesService } from './roles/roles.service';
import { usersRoutes } from './users/users.routes';
import { createUsersService } from './users/users.service';

/** The Settings area (spec §6): users, roles and the permission catalogue, assembled once for app.ts. */
export const settingsRoutes =
  (deps: { db: Db; mailer: Mailer; config: Config }): FastifyPluginAsync =>
  async (app) => {
    await app.register(usersRoutes(createUsersService(deps)));
    await app.register(rolesRoutes(createRolesService(deps)));
    await app.register(permissionsRoutes(createPermissionsService(deps)));
  };

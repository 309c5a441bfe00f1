import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mail';
import { permissionsRoutes } from '../permission/permission.routes';
import { createPermissionsService } from '../permission/permission.service';
import { rolesRoutes } from '../role/role.routes';
import { createRolesService } from '../role/role.service';
import { usersRoutes } from '../user/user.routes';
import { createUsersService } from '../user/user.service';

/** The Settings area (spec §6): users, roles and the permission catalogue, assembled once for app.ts. */
export const settingsRoutes =
  (deps: { db: Db; mailer: Mailer; config: Config }): FastifyPluginAsync =>
  async (app) => {
    await app.register(usersRoutes(createUsersService(deps)));
    await app.register(rolesRoutes(createRolesService(deps)));
    await app.register(permissionsRoutes(createPermissionsService(deps)));
  };

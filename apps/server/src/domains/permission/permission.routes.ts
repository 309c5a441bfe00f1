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
import { gatewayPlugin } from '../../platform/gateway-route';
import type { PermissionsService } from './permission.service';

/**
 * Settings → permissions (spec §6): the catalogue is the operator's (abilities.ts never gives tenants
 * the 'permission' subject). `list` feeds the role editor, so it asks for role:view instead.
 */
export const permissionsRoutes = (service: PermissionsService) =>
  gatewayPlugin(['permission'], ({ route, family }) => {
    route(
      'permission/list',
      { auth: ['view', 'role'], body: permissionListRequest, data: permissionListData },
      ({ actor, body }) => service.list(actor, body),
    );
    route(
      'permission/page',
      { auth: ['index', 'permission'], body: permissionPageRequest, data: permissionPageData },
      ({ body }) => service.page(body),
    );
    route(
      'permission/get',
      { auth: ['view', 'permission'], body: permissionGetRequest, data: permissionRecord },
      ({ body }) => service.get(body.id),
    );
    family('permission', 'permission', service, {
      create: [permissionCreateRequest, permissionRecord],
      update: [permissionUpdateRequest, permissionRecord],
      delete: [permissionDeleteRequest],
    });
  });

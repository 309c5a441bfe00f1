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
import { gatewayPlugin } from '../../platform/gateway-route';
import type { RolesService } from './role.service';

/** Settings → roles (spec §6), through the resource gateway (DESIGN §4). */
export const rolesRoutes = (service: RolesService) =>
  gatewayPlugin(['role'], ({ route, family }) => {
    route('role/list', { auth: ['index', 'role'], body: roleListRequest, data: roleListData }, ({ actor }) =>
      service.list(actor),
    );
    family('role', 'role', service, {
      page: [rolePageRequest, rolePageData],
      get: [roleGetRequest, roleDetail],
      create: [roleCreateRequest, roleDetail],
      update: [roleUpdateRequest, roleDetail],
      delete: [roleDeleteRequest],
    });
  });

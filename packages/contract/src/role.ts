import { z } from 'zod';
import { gatewayFields, idRequest, pageData, pageFields, searchField } from './gateway';
import { MAX_TEXT, requiredText } from './validation';

/** Column length of roles.name (64). */
export const roleNameField = requiredText(64);
export const roleDescriptionField = z.string().trim().max(MAX_TEXT, { error: 'validation.tooLong' });
/** Every permission of the catalogue fits; more is a malformed request. */
export const permissionIdsField = z.array(z.uuid()).max(1000);

export const roleRecord = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** An administrator role holds the whole catalogue: it cannot be deleted or have permissions removed. */
  isAdmin: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoleRecord = z.infer<typeof roleRecord>;

/** `role/get`: the role with the ids of its permissions (for an administrator role, the whole catalogue). */
export const roleDetail = roleRecord.extend({ permissionIds: z.array(z.string()) });
export type RoleDetail = z.infer<typeof roleDetail>;

export const rolePageRequest = z.object({ ...pageFields, search: searchField });
export type RolePageRequest = z.infer<typeof rolePageRequest>;
export const rolePageData = pageData(roleRecord);

/** `role/list`: every role of the partner, for pickers and filters. */
export const roleListRequest = z.object(gatewayFields);
export const roleListData = z.array(roleRecord);

export const roleGetRequest = idRequest;

export const roleCreateRequest = z.object({
  ...gatewayFields,
  name: roleNameField,
  description: roleDescriptionField.default(''),
  permissionIds: permissionIdsField,
});
export type RoleCreateRequest = z.infer<typeof roleCreateRequest>;

/** Omitted fields stay as they are; `permissionIds` replaces the whole set. */
export const roleUpdateRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  name: roleNameField.optional(),
  description: roleDescriptionField.optional(),
  permissionIds: permissionIdsField.optional(),
});
export type RoleUpdateRequest = z.infer<typeof roleUpdateRequest>;

export const roleDeleteRequest = idRequest;

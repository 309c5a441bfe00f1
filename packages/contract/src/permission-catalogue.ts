import { z } from 'zod';
import { gatewayFields, idRequest, pageData, pageFields, searchField } from './gateway';
import { ACTIONS } from './permission';
import { MAX_TEXT } from './validation';

/**
 * The permission catalogue (spec §3 Permission: privilege name, module name, sort, description), managed
 * by the operator. A privilege is one of the spec's actions (§6); a module is a camelCase name, so new
 * modules can be listed before their screens ship. CASL's wildcards `manage` and `all` are refused:
 * binding them would grant everything.
 */
export const privilegeNameField = z.enum(ACTIONS);
export const moduleNameField = z
  .string()
  .trim()
  .regex(/^[a-z][A-Za-z0-9]{0,63}$/)
  .refine((v) => v !== 'all');
export const sortField = z.number().int().min(0).max(1_000_000);
export const permissionDescriptionField = z.string().trim().max(MAX_TEXT, { error: 'validation.tooLong' });

export const permissionRecord = z.object({
  id: z.string(),
  privilegeName: z.string(),
  moduleName: z.string(),
  sort: z.number().int(),
  description: z.string(),
});
export type PermissionRecord = z.infer<typeof permissionRecord>;

/** `permission/page` (operator): filter by module, search in the description. */
export const permissionPageRequest = z.object({
  ...pageFields,
  moduleName: z.string().trim().max(64).optional(),
  search: searchField,
});
export type PermissionPageRequest = z.infer<typeof permissionPageRequest>;
export const permissionPageData = pageData(permissionRecord);

/**
 * `permission/list` (the role editor): the permissions the caller's partner may bind, grouped by module,
 * in catalogue order. Partners never see the operator-only modules here.
 */
export const permissionListRequest = z.object({
  ...gatewayFields,
  moduleName: z.string().trim().max(64).optional(),
});
export type PermissionListRequest = z.infer<typeof permissionListRequest>;
export const permissionGroup = z.object({
  moduleName: z.string(),
  permissions: z.array(permissionRecord),
});
export type PermissionGroup = z.infer<typeof permissionGroup>;
export const permissionListData = z.array(permissionGroup);

export const permissionGetRequest = idRequest;

export const permissionCreateRequest = z.object({
  ...gatewayFields,
  privilegeName: privilegeNameField,
  moduleName: moduleNameField,
  sort: sortField.default(0),
  description: permissionDescriptionField.default(''),
});
export type PermissionCreateRequest = z.infer<typeof permissionCreateRequest>;

/** A permission bound to roles keeps its module and privilege: only sort and description change. */
export const permissionUpdateRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  privilegeName: privilegeNameField.optional(),
  moduleName: moduleNameField.optional(),
  sort: sortField.optional(),
  description: permissionDescriptionField.optional(),
});
export type PermissionUpdateRequest = z.infer<typeof permissionUpdateRequest>;

export const permissionDeleteRequest = idRequest;

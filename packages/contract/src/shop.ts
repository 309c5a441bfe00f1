import { z } from 'zod';
import { entityStatus } from './beneficiary-filter';
import { gatewayFields, idRequest, pageData, pageFields, searchField } from './gateway';
import { textField } from './text';
import { isValidUrl, messages } from './validation';
import { businessTypeField } from './virtual-account-filter';

/**
 * Shops (spec §3 Shop: shop name, brand name, website URL, business type, type, status). The name is a
 * shop name or a brand name (name type 1/2); business type is 20 Platform or 21 Platform Independent (the
 * selectable ones), type is 10 Business Goods or 11 Business Service. Status is 0 Initial until the
 * operator enables it; after that the partner switches it between 1 Enabled and 2 Disabled.
 */
export const NAME_TYPE = { SHOP_NAME: 1, BRAND_NAME: 2 } as const;
export const nameTypeField = z.union([z.literal(1), z.literal(2)]);
export const SHOP_TYPES = [10, 11] as const;
export const shopTypeField = z.union([z.literal(10), z.literal(11)]);

/** Spec §5 URL rule: empty passes; otherwise http or https and no whitespace ("URL is invalid"). */
export const urlField = z
  .string()
  .trim()
  .max(2048, { error: messages.tooLong })
  .refine((v) => isValidUrl(v), { error: messages.url });

export const shopFields = {
  name: textField(128).refine((v) => v.length > 0, { error: messages.required }),
  nameType: nameTypeField,
  url: urlField.optional().default(''),
  businessType: businessTypeField,
  type: shopTypeField,
};
export const shopCreateRequest = z.object({ ...gatewayFields, ...shopFields });
export type ShopCreateRequest = z.infer<typeof shopCreateRequest>;
export const shopUpdateRequest = z.object({ ...gatewayFields, id: z.uuid(), ...shopFields });
export type ShopUpdateRequest = z.infer<typeof shopUpdateRequest>;
/** Enable (1) or disable (2); nobody sets a shop back to Initial. */
export const shopStatusRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  status: z.union([z.literal(1), z.literal(2)]),
});
export type ShopStatusRequest = z.infer<typeof shopStatusRequest>;

export const shopRecord = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  name: z.string(),
  nameType: z.number().int(),
  url: z.string(),
  businessType: z.number().int(),
  type: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShopRecord = z.infer<typeof shopRecord>;

export const shopPageRequest = z.object({
  ...pageFields,
  search: searchField,
  status: entityStatus.optional(),
  businessType: businessTypeField.optional(),
});
export type ShopPageRequest = z.infer<typeof shopPageRequest>;
export const shopPageData = pageData(shopRecord);
export const shopGetRequest = idRequest;

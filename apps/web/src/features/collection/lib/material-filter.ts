import { z } from 'zod';
import { pageFields, searchField } from '@remit/contract/gateway';
import { knownCurrencyCode } from '@remit/contract/money';

/**
 * The materials' and links' list filters for the routes' `validateSearch`, built from modules the first
 * load already carries (gateway, money): `@remit/contract/material` (text rules, certificate shapes) stays
 * in the screens' own chunk. Same fields as `materialPageRequest` / `materialLinkPageRequest`.
 */
export const materialFilter = z.object({
  ...pageFields,
  search: searchField,
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  currency: knownCurrencyCode.optional(),
});

export const materialLinkFilter = z.object({
  ...pageFields,
  materialId: z.uuid().optional(),
  collectionId: z.uuid().optional(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
});

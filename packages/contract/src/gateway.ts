import { z } from 'zod';
import { PAGE_SIZES } from './paging';
import { textField } from './text';

/**
 * The resource gateway's common shapes (DESIGN §4): `POST /api/portal/cms/{service}/{op}`, a body that
 * names its entity in `dtoName` and carries `language`, and pages of `{ records, total, page, size }`.
 */
export { GATEWAY_PREFIX, gatewayPath } from './gateway-path';

/** DataGrid page sizes (DESIGN §2). */
export { PAGE_SIZES };

/**
 * Fields every gateway body may carry. `dtoName` is informational and ignored; `language` only picks
 * the answer's language, so an unknown value falls back to English instead of failing the call.
 */
export const gatewayFields = {
  dtoName: z.string().max(64).optional(),
  language: z.string().max(16).optional(),
};
export const gatewayBody = z.object(gatewayFields);

/** Pages count from 1; a page far past the end is answered with no records, never an error. */
export const pageFields = {
  ...gatewayFields,
  page: z.number().int().min(1).max(1_000_000).default(1),
  size: z.literal(PAGE_SIZES).default(10),
};
export const pageRequest = z.object(pageFields);
export type PageRequest = z.infer<typeof pageRequest>;

export const pageData = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
export type PageData<T> = { records: T[]; total: number; page: number; size: number };

export const idRequest = z.object({ ...gatewayFields, id: z.uuid() });
export type IdRequest = z.infer<typeof idRequest>;

/** A free-text search box: trimmed, empty means no filter. */
export const searchField = textField(255).optional();

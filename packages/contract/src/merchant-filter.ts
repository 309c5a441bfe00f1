import { z } from 'zod';
import { pageFields, searchField } from './gateway';
import { MERCHANT_STATUSES } from './merchant-status';

/**
 * The merchant lists' filters and statuses, apart from the merchant's own fields: what a list screen's URL
 * needs without the validators of the whole record (the phone and IBAN libraries stay off the first load).
 */
export { MERCHANT_STATUSES, merchantStatusText, type MerchantStatus } from './merchant-status';
export const merchantStatus = z.enum(MERCHANT_STATUSES);

export const createdRange = {
  /** Created on or after this day (UTC, YYYY-MM-DD). */
  createdFrom: z.iso.date().optional(),
  /** Created on or before this day. */
  createdTo: z.iso.date().optional(),
};
export const rangeOk = (v: { createdFrom?: string; createdTo?: string }) =>
  !v.createdFrom || !v.createdTo || v.createdFrom <= v.createdTo;
export const rangeIssue = { error: 'validation.dateRange', path: ['createdTo'] };

export const merchantFilterFields = {
  /** Name, email or merchant number. */
  search: searchField,
  merchantType: z.union([z.literal(1), z.literal(2)]).optional(),
  status: merchantStatus.optional(),
  ...createdRange,
};
export const merchantPageRequest = z
  .object({ ...pageFields, ...merchantFilterFields })
  .refine(rangeOk, rangeIssue);
export type MerchantPageRequest = z.infer<typeof merchantPageRequest>;

export const merchantReviewPageRequest = z.object({
  ...pageFields,
  search: searchField,
  /** The queue is Under Review by default; the desk can look back at others. */
  status: merchantStatus.optional().default('underReview'),
});
export type MerchantReviewPageRequest = z.infer<typeof merchantReviewPageRequest>;

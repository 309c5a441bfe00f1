import { z } from 'zod';
import { gatewayFields, pageData, pageFields } from './gateway';
import { moneyString } from './money';
import { textField } from './text';

/**
 * Material links (spec §3 Material link: link ID, material ID, collection ID): a material's amount laid
 * against a collection, in the same currency. A partner asks for a link (Linking: the amount counts as
 * "linking" on both sides); the operator confirms it (Linked: "linked") or rejects it (the amount goes
 * back). The partner may unlink a link that is Linking or Linked, which gives the amount back. On both
 * sides linkable = amount − linked − linking holds at all times and is never negative.
 */
export const LINK_STATUS = { LINKING: 1, LINKED: 2, REJECTED: 3, UNLINKED: 4 } as const;
export type LinkStatus = (typeof LINK_STATUS)[keyof typeof LINK_STATUS];
export const LINK_STATUSES = [1, 2, 3, 4] as const;
export const linkStatusField = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const linkStatusText: Record<number, { en: string; zh_CN: string }> = {
  1: { en: 'Awaiting confirmation', zh_CN: '待确认' },
  2: { en: 'Linked', zh_CN: '已关联' },
  3: { en: 'Rejected', zh_CN: '已拒绝' },
  4: { en: 'Unlinked', zh_CN: '已解除' },
};

export const materialLinkCreateRequest = z.object({
  ...gatewayFields,
  materialId: z.uuid(),
  collectionId: z.uuid(),
  /** In the currency both sides share; at most what remains linkable on either side. */
  amount: moneyString,
});
export type MaterialLinkCreateRequest = z.infer<typeof materialLinkCreateRequest>;

/** The partner's `unlink`; the operator's `confirm` and `reject` (with comments saying why). */
export const materialLinkCallRequest = z
  .object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.enum(['unlink', 'confirm', 'reject']),
    comments: textField(500, { multiline: true }).optional().default(''),
  })
  .refine((v) => v.action !== 'reject' || v.comments.length > 0, {
    error: 'validation.reviewCommentsRequired',
    path: ['comments'],
  });
export type MaterialLinkCallRequest = z.infer<typeof materialLinkCallRequest>;

export const materialLinkRecord = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  materialId: z.string(),
  materialNo: z.string(),
  materialName: z.string(),
  collectionId: z.string(),
  collectionReference: z.string(),
  currency: z.string(),
  amount: z.string(),
  status: z.number().int(),
  comments: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type MaterialLinkRecord = z.infer<typeof materialLinkRecord>;

export const materialLinkPageRequest = z.object({
  ...pageFields,
  materialId: z.uuid().optional(),
  collectionId: z.uuid().optional(),
  status: linkStatusField.optional(),
});
export type MaterialLinkPageRequest = z.infer<typeof materialLinkPageRequest>;
export const materialLinkPageData = pageData(materialLinkRecord);

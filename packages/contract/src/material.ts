import { z } from 'zod';
import { gatewayFields, idRequest, pageData, pageFields, searchField } from './gateway';
import { currencyCode, knownCurrencyCode, moneyString } from './money';
import { textField } from './text';
import { messages } from './validation';

/**
 * Trade materials (spec §3 Material): the documents behind a collection — a transaction certificate
 * and/or a logistics certificate (at least one; PDF, JPEG or PNG of at most 1 MB each, decided from the
 * bytes), a name, an amount in a currency and comments. The operator reviews each one (Under Review →
 * Approved or Rejected, with review comments). Its amount is spent by links (material-link.ts):
 * linkable = amount − linked − linking, never negative.
 */
export const MATERIAL_STATUS = { UNDER_REVIEW: 1, APPROVED: 2, REJECTED: 3 } as const;
export type MaterialStatus = (typeof MATERIAL_STATUS)[keyof typeof MATERIAL_STATUS];
export const MATERIAL_STATUSES = [1, 2, 3] as const;
export const materialStatusField = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const materialStatusText: Record<number, { en: string; zh_CN: string }> = {
  1: { en: 'Under Review', zh_CN: '审核中' },
  2: { en: 'Approved', zh_CN: '已通过' },
  3: { en: 'Rejected', zh_CN: '已拒绝' },
};

/** The two certificates a material may carry; the multipart parts are named after them. */
export const CERTIFICATE_KINDS = ['transactionCertificate', 'logisticsCertificate'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const certificateKindText: Record<CertificateKind, { en: string; zh_CN: string }> = {
  transactionCertificate: { en: 'Transaction certificate', zh_CN: '交易凭证' },
  logisticsCertificate: { en: 'Logistics certificate', zh_CN: '物流凭证' },
};

export const certificateFile = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type CertificateFile = z.infer<typeof certificateFile>;

/**
 * The text fields of `material/create` (multipart): sent as form fields beside the file parts
 * `transactionCertificate` and `logisticsCertificate`. The amount's decimals are checked against the
 * currency on the server.
 */
export const materialCreateFields = z.object({
  name: textField(128).refine((v) => v.length > 0, { error: messages.required }),
  currency: currencyCode,
  amount: moneyString.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), {
    error: 'validation.amountPositive',
  }),
  comments: textField(500, { multiline: true }).optional().default(''),
});
export type MaterialCreateFields = z.infer<typeof materialCreateFields>;

export const materialRecord = z.object({
  id: z.string(),
  materialNo: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  name: z.string(),
  currency: z.string(),
  amount: z.string(),
  /** In confirmed links, in links awaiting confirmation, and what is left to link (spec §3). */
  linked: z.string(),
  linking: z.string(),
  linkable: z.string(),
  status: z.number().int(),
  transactionCertificate: certificateFile.nullable(),
  logisticsCertificate: certificateFile.nullable(),
  comments: z.string(),
  reviewComments: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type MaterialRecord = z.infer<typeof materialRecord>;

export const materialPageRequest = z.object({
  ...pageFields,
  /** Material number or name. */
  search: searchField,
  status: materialStatusField.optional(),
  currency: knownCurrencyCode.optional(),
  /** Only materials with something left to link (the link dialog's picker). */
  linkableOnly: z.boolean().optional(),
});
export type MaterialPageRequest = z.infer<typeof materialPageRequest>;
export const materialPageData = pageData(materialRecord);
export const materialGetRequest = idRequest;

/** A certificate's bytes (`material/download`): same permission and partner as the material. */
export const materialDownloadRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  kind: z.enum(CERTIFICATE_KINDS),
});
export type MaterialDownloadRequest = z.infer<typeof materialDownloadRequest>;

/** The operator's review (`material/review`): approve, or reject with comments saying why. */
export const materialReviewRequest = z
  .object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.enum(['approve', 'reject']),
    comments: textField(500, { multiline: true }).optional().default(''),
  })
  .refine((v) => v.action !== 'reject' || v.comments.length > 0, {
    error: 'validation.reviewCommentsRequired',
    path: ['comments'],
  });
export type MaterialReviewRequest = z.infer<typeof materialReviewRequest>;

/** The server's texts of the keys above (the web has the same in its locales). */
export const materialValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.amountPositive': { en: 'The amount must be above zero', zh_CN: '金额必须大于零' },
  'validation.reviewCommentsRequired': {
    en: 'Say why in the review comments',
    zh_CN: '请在审核意见中说明原因',
  },
};

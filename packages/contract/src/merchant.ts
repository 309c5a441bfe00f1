import { z } from 'zod';
import {
  MERCHANT_STATUSES,
  merchantFilterFields,
  merchantPageRequest,
  merchantReviewPageRequest,
  merchantStatus,
  merchantStatusText,
  rangeIssue,
  rangeOk,
  type MerchantPageRequest,
  type MerchantReviewPageRequest,
  type MerchantStatus,
} from './merchant-filter';
import { isCountry, isIsoDate, phoneField } from './beneficiary';
import { gatewayFields, idRequest, pageData } from './gateway';
import { isValidEmail } from './validation';
import { cleanText, textField } from './text';
import type { LocalText } from './local-text';

/**
 * Merchants (cardholders), spec §3 Merchant / cardholder and §4 onboarding statuses and rejection
 * reasons. A partner onboards a person or a company (KYC/KYB), uploads its documents and submits;
 * the operator's review desk approves or rejects; approval opens the merchant's accounts (product 12).
 * Gateway services `merchant/{page,get,create,update,call,upload,download,export}` and
 * `merchant-review/{page,get,call}`.
 */

// ---- dictionaries ----
/** Spec §3 payee and customer type: 1 Corporation, 2 Individual. */
export const MERCHANT_TYPE = { CORPORATION: 1, INDIVIDUAL: 2 } as const;
export const MERCHANT_TYPES = [1, 2] as const;
export type MerchantType = (typeof MERCHANT_TYPES)[number];

/** Spec §4 onboarding statuses: To Be Uploaded, Under Review, Approved, Rejected, Closed. */

/** Moves a partner makes (`merchant/call`) and the operator makes (`merchant-review/call`). */
export const MERCHANT_PARTNER_ACTIONS = ['submit', 'resubmit', 'close'] as const;
export const MERCHANT_REVIEW_ACTIONS = ['approve', 'reject'] as const;
export const MERCHANT_ACTIONS = [...MERCHANT_PARTNER_ACTIONS, ...MERCHANT_REVIEW_ACTIONS] as const;
export type MerchantAction = (typeof MERCHANT_ACTIONS)[number];

/** Spec §4 onboarding rejection reasons. */
export const REJECTION_REASONS = ['idPicture', 'proofOfAddress', 'failedAml'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const GENDERS = ['male', 'female', 'unknown'] as const;
export const ID_TYPES = ['idCard', 'passport', 'driverLicense', 'residencePermit'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const RISK_LEVELS = ['lower', 'medium', 'higher'] as const;

/** Documents a merchant uploads: ID front, ID back (not for a passport) and proof of address. */
export const DOCUMENT_KINDS = ['idFront', 'idBack', 'proofOfAddress'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a submission needs, by ID type: a passport has no back. */
export const requiredDocuments = (idType: IdType): DocumentKind[] =>
  idType === 'passport' ? ['idFront', 'proofOfAddress'] : ['idFront', 'idBack', 'proofOfAddress'];

/** Required documents not among the uploaded kinds, in display order. */
export const missingDocuments = (idType: IdType, uploaded: Iterable<string>): DocumentKind[] => {
  const have = new Set(uploaded);
  return requiredDocuments(idType).filter((k) => !have.has(k));
};

// ---- the state machine ----
const TRANSITIONS: Record<MerchantStatus, Partial<Record<MerchantAction, MerchantStatus>>> = {
  toBeUploaded: { submit: 'underReview' },
  underReview: { approve: 'approved', reject: 'rejected' },
  rejected: { resubmit: 'underReview' },
  approved: { close: 'closed' },
  closed: {},
};

/** The status an action leads to, or null when the move is forbidden from this status. */
export const nextMerchantStatus = (status: MerchantStatus, action: MerchantAction): MerchantStatus | null =>
  TRANSITIONS[status][action] ?? null;

/** The actions allowed from a status (the web shows only these buttons). */
export const merchantActionsFrom = (status: MerchantStatus): MerchantAction[] =>
  Object.keys(TRANSITIONS[status]) as MerchantAction[];

/** A merchant's data and documents can change only before review or after a rejection; under review it is read-only. */
export const isMerchantEditable = (status: MerchantStatus) =>
  status === 'toBeUploaded' || status === 'rejected';

// ---- pure validators (empty passes; `required` is separate) ----
export const merchantMessages = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  email: 'validation.email',
  mobile: 'validation.phone',
  country: 'validation.country',
  date: 'validation.date',
  birthFuture: 'validation.birthFuture',
  adult: 'validation.adult',
  idDates: 'validation.idDates',
  idIssuedFuture: 'validation.idIssuedFuture',
  idExpired: 'validation.idExpired',
  registrationFuture: 'validation.registrationFuture',
  share: 'validation.share',
  sharesTotal: 'validation.sharesTotal',
  rejectReasons: 'validation.rejectReasons',
} as const;

/** Today as YYYY-MM-DD in UTC (tests pass their own `today`). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A merchant's display name: "First Middle Last", without the empty middle name. */
export const merchantName = (m: { firstName: string; middleName?: string | null; lastName: string }) =>
  [m.firstName, m.middleName, m.lastName].filter(Boolean).join(' ');

/** Adults only: 18 years. */
export const ADULT_AGE = 18;

/** Born strictly before today. */
export const bornInPast = (dob?: string | null, today = todayUtc()) => !dob || dob < today;

/** At least 18 on `today` (someone born on 29 February turns 18 on 1 March in a common year). */
export const isAdult = (dob?: string | null, today = todayUtc()) => {
  if (!dob) return true;
  const year = Number(today.slice(0, 4)) - ADULT_AGE;
  return dob <= `${String(year).padStart(4, '0')}${today.slice(4)}`;
};

/** An ID is issued before it expires. */
export const idIssuedBeforeExpiry = (issued?: string | null, expiry?: string | null) =>
  !issued || !expiry || issued < expiry;
/** An ID cannot be issued in the future. */
export const idIssuedNotFuture = (issued?: string | null, today = todayUtc()) => !issued || issued <= today;
/** An ID still valid today (it expires at the end of its expiry day). */
export const idNotExpired = (expiry?: string | null, today = todayUtc()) => !expiry || expiry >= today;

/** A share is a percentage with at most 2 decimals, above 0 and at most 100 (as text: never a float). */
export const SHARE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
/** A share in hundredths of a percent, or null when it is not a share. */
export const shareHundredths = (share: string): number | null => {
  if (!SHARE_PATTERN.test(share)) return null;
  const [whole, frac = ''] = share.split('.');
  const value = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return value > 0 && value <= 10_000 ? value : null;
};
/** Shareholders' shares sum to at most 100 % (counted in hundredths, so no rounding). */
export const sharesWithinTotal = (shares: readonly string[]) =>
  shares.reduce((sum, s) => sum + (shareHundredths(s) ?? 0), 0) <= 10_000;

// ---- zod ----
const text = (max = 255) => textField(max);
const required = (max = 255) => text(max).min(1, { error: merchantMessages.required });
const optional = (max = 255) => text(max).optional().default('');
const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v.length > 0, { error: merchantMessages.required })
  .refine((v) => isCountry(v), { error: merchantMessages.country });
const optCountry = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isCountry(v), { error: merchantMessages.country })
  .optional()
  .default('');
const date = z
  .string()
  .trim()
  .refine((v) => v.length > 0, { error: merchantMessages.required })
  .refine((v) => isIsoDate(v), { error: merchantMessages.date });
const optDate = z
  .string()
  .trim()
  .refine((v) => isIsoDate(v), { error: merchantMessages.date })
  .optional()
  .default('');

export const shareholder = z.object({
  name: required(128),
  share: z
    .string()
    .trim()
    .refine((v) => shareHundredths(v) !== null, { error: merchantMessages.share }),
});
export type Shareholder = z.infer<typeof shareholder>;

export const merchantFields = {
  merchantType: z.union([z.literal(1), z.literal(2)]),
  // core
  firstName: required(64),
  middleName: optional(64),
  lastName: required(64),
  email: z
    .string()
    .trim()
    .min(1, { error: merchantMessages.required })
    .max(254, { error: merchantMessages.tooLong })
    .refine((v) => isValidEmail(v), { error: merchantMessages.email }),
  /** Mobile with its area code, typed as people group it (+52 55 1234-5678), stored in E.164. */
  mobile: phoneField().refine((v) => v.length > 0, { error: merchantMessages.required }),
  gender: z.enum(GENDERS),
  dateOfBirth: date,
  nationality: country,
  // ID
  idType: z.enum(ID_TYPES),
  idNumber: required(64),
  idIssueDate: date,
  idExpiryDate: date,
  residenceAddress: required(255),
  residenceCountry: country,
  // corporation (required when merchantType is 1)
  registrationCode: optional(64),
  vatCode: optional(64),
  registrationDate: optDate,
  businessScope: cleanText(z.string().trim().max(1000, { error: merchantMessages.tooLong }), true)
    .optional()
    .default(''),
  legalPerson: optional(128),
  shareholders: z.array(shareholder).max(50).optional().default([]),
  riskLevel: z.enum(RISK_LEVELS).optional(),
  registrationAddress: optional(255),
  registrationCountry: optCountry,
};

type MerchantShape = z.infer<z.ZodObject<typeof merchantFields>>;

/** Rules across fields; `today` is the server's (or browser's) UTC date. */
export const merchantCrossChecks = (v: MerchantShape, ctx: z.RefinementCtx, today = todayUtc()) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.dateOfBirth && isIsoDate(v.dateOfBirth)) {
    if (!bornInPast(v.dateOfBirth, today)) issue('dateOfBirth', merchantMessages.birthFuture);
    else if (!isAdult(v.dateOfBirth, today)) issue('dateOfBirth', merchantMessages.adult);
  }
  if (isIsoDate(v.idIssueDate) && isIsoDate(v.idExpiryDate)) {
    if (!idIssuedNotFuture(v.idIssueDate, today)) issue('idIssueDate', merchantMessages.idIssuedFuture);
    if (!idIssuedBeforeExpiry(v.idIssueDate, v.idExpiryDate)) issue('idExpiryDate', merchantMessages.idDates);
    else if (!idNotExpired(v.idExpiryDate, today)) issue('idExpiryDate', merchantMessages.idExpired);
  }
  if (v.merchantType !== MERCHANT_TYPE.CORPORATION) return;
  for (const field of [
    'registrationCode',
    'registrationDate',
    'legalPerson',
    'registrationAddress',
    'registrationCountry',
  ] as const)
    if (!v[field]) issue(field, merchantMessages.required);
  if (!v.riskLevel) issue('riskLevel', merchantMessages.required);
  if (v.registrationDate && v.registrationDate > today)
    issue('registrationDate', merchantMessages.registrationFuture);
  if (!sharesWithinTotal(v.shareholders.map((s) => s.share)))
    issue('shareholders', merchantMessages.sharesTotal);
};
const crossChecks = (v: MerchantShape, ctx: z.RefinementCtx) => merchantCrossChecks(v, ctx);

/** The form's schema (web resolver). */
export const merchantInput = z.object(merchantFields).superRefine(crossChecks);
export type MerchantInput = z.input<typeof merchantInput>;

/** `merchant/create`: saves a draft (To Be Uploaded). */
export const merchantCreateRequest = z
  .object({ ...gatewayFields, ...merchantFields })
  .superRefine(crossChecks);
export type MerchantCreateRequest = z.infer<typeof merchantCreateRequest>;
/** `merchant/update`: only while To Be Uploaded or Rejected. */
export const merchantUpdateRequest = z
  .object({ ...gatewayFields, id: z.uuid(), ...merchantFields })
  .superRefine(crossChecks);
export type MerchantUpdateRequest = z.infer<typeof merchantUpdateRequest>;

/** `merchant/call`: submit (To Be Uploaded), resubmit (Rejected) or close (Approved). */
export const merchantCallRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  action: z.enum(MERCHANT_PARTNER_ACTIONS),
});
export type MerchantCallRequest = z.infer<typeof merchantCallRequest>;

/**
 * `merchant/upload` (multipart): the fields beside the file. The file part is named `file`; at most
 * 1 MB, PDF, JPEG or PNG by its bytes (upload.ts). A new upload of a kind replaces the previous one.
 */
export const merchantUploadFields = z.object({
  id: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
});
export type MerchantUploadFields = z.infer<typeof merchantUploadFields>;

/** `merchant/download`: a document's bytes (same permission and partner as the merchant). */
export const merchantDownloadRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  documentId: z.uuid(),
});
export type MerchantDownloadRequest = z.infer<typeof merchantDownloadRequest>;

export const merchantGetRequest = idRequest;

/** The `merchants` export kind's filter: the list's own filters. */
export const merchantExportFilter = z.object(merchantFilterFields).refine(rangeOk, rangeIssue);

// ---- records ----
export const merchantDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type MerchantDocument = z.infer<typeof merchantDocument>;

/** One step of a merchant's timeline: who, when, what, why. */
export const merchantEvent = z.object({
  id: z.string(),
  action: z.enum(['create', 'update', 'upload', ...MERCHANT_ACTIONS]),
  fromStatus: merchantStatus.nullable(),
  toStatus: merchantStatus,
  reasons: z.array(z.enum(REJECTION_REASONS)),
  comment: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type MerchantEvent = z.infer<typeof merchantEvent>;

/** A merchant account (product 12) per balance currency, opened on approval. */
export const merchantAccount = z.object({
  accountId: z.string(),
  currency: z.string(),
  balance: z.string(),
  available: z.string(),
});
export type MerchantAccount = z.infer<typeof merchantAccount>;

export const merchantRecord = z.object({
  id: z.string(),
  /** Readable merchant number (M000001). */
  merchantNo: z.string(),
  status: merchantStatus,
  merchantType: z.number().int(),
  /** "First Middle Last". */
  name: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  gender: z.enum(GENDERS),
  dateOfBirth: z.string(),
  nationality: z.string(),
  idType: z.enum(ID_TYPES),
  idNumber: z.string(),
  idIssueDate: z.string(),
  idExpiryDate: z.string(),
  residenceAddress: z.string(),
  residenceCountry: z.string(),
  registrationCode: z.string(),
  vatCode: z.string(),
  registrationDate: z.string(),
  businessScope: z.string(),
  legalPerson: z.string(),
  shareholders: z.array(z.object({ name: z.string(), share: z.string() })),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  registrationAddress: z.string(),
  registrationCountry: z.string(),
  /** The latest rejection's reasons and comment while Rejected; empty otherwise. */
  rejectionReasons: z.array(z.enum(REJECTION_REASONS)),
  rejectionComment: z.string(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MerchantRecord = z.infer<typeof merchantRecord>;
export const merchantPageData = pageData(merchantRecord);

/** `merchant/get`: the record with its documents, timeline and accounts. */
export const merchantDetail = merchantRecord.extend({
  documents: z.array(merchantDocument),
  /** Which documents a submission still needs for the ID type. */
  missingDocuments: z.array(z.enum(DOCUMENT_KINDS)),
  timeline: z.array(merchantEvent),
  accounts: z.array(merchantAccount),
});
export type MerchantDetail = z.infer<typeof merchantDetail>;

// ---- review desk (operator) ----
/** A watch-list hit from screening: the listed name, which of the merchant's names matched, and how well (0–100). */
export const screeningHit = z.object({
  listedName: z.string(),
  matchedName: z.string(),
  score: z.number().int().min(0).max(100),
  list: z.string(),
});
export type ScreeningHit = z.infer<typeof screeningHit>;

export const merchantReviewRecord = merchantRecord.extend({
  partnerId: z.string(),
  partnerName: z.string(),
  screeningHits: z.array(screeningHit),
});
export type MerchantReviewRecord = z.infer<typeof merchantReviewRecord>;
export const merchantReviewPageData = pageData(merchantReviewRecord);

export const merchantReviewDetail = merchantReviewRecord.extend({
  documents: z.array(merchantDocument),
  timeline: z.array(merchantEvent),
});
export type MerchantReviewDetail = z.infer<typeof merchantReviewDetail>;

/** `merchant-review/call`: approve, or reject with one or more reasons and a comment. */
export const merchantReviewCallRequest = z
  .object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.enum(MERCHANT_REVIEW_ACTIONS),
    reasons: z.array(z.enum(REJECTION_REASONS)).max(REJECTION_REASONS.length).optional().default([]),
    comment: textField(1000, { multiline: true }).optional().default(''),
  })
  .refine((v) => v.action !== 'reject' || v.reasons.length > 0, {
    error: merchantMessages.rejectReasons,
    path: ['reasons'],
  });
export type MerchantReviewCallRequest = z.infer<typeof merchantReviewCallRequest>;

/** `merchant-review/download`: a document's bytes for the reviewer. */
export const merchantReviewDownloadRequest = merchantDownloadRequest;

// ---- texts ----

export const merchantActionText: Record<MerchantAction, LocalText> = {
  submit: { en: 'submitted', zh_CN: '提交' },
  resubmit: { en: 'resubmitted', zh_CN: '重新提交' },
  close: { en: 'closed', zh_CN: '关闭' },
  approve: { en: 'approved', zh_CN: '通过' },
  reject: { en: 'rejected', zh_CN: '拒绝' },
};
export const rejectionReasonText: Record<RejectionReason, LocalText> = {
  idPicture: { en: 'ID picture does not meet requirements', zh_CN: '证件照片不符合要求' },
  proofOfAddress: { en: 'Proof of address does not meet requirements', zh_CN: '地址证明不符合要求' },
  failedAml: { en: 'Failed AML review', zh_CN: '未通过反洗钱审查' },
};
export const documentKindText: Record<DocumentKind, LocalText> = {
  idFront: { en: 'ID front', zh_CN: '证件正面' },
  idBack: { en: 'ID back', zh_CN: '证件背面' },
  proofOfAddress: { en: 'proof of address', zh_CN: '地址证明' },
};

export { merchantErrors } from './merchant-errors';

/** Server-side texts of this module's validation keys (the web has the same keys in its locales). */
export const merchantValidationText: Record<string, LocalText> = {
  'validation.birthFuture': { en: 'The date of birth must be in the past', zh_CN: '出生日期须早于今天' },
  'validation.adult': { en: 'The merchant must be at least 18 years old', zh_CN: '商户须年满 18 周岁' },
  'validation.idIssuedFuture': {
    en: 'The ID issue date cannot be in the future',
    zh_CN: '证件签发日期不能晚于今天',
  },
  'validation.idExpired': { en: 'The ID has expired', zh_CN: '证件已过期' },
  'validation.registrationFuture': {
    en: 'The registration date cannot be in the future',
    zh_CN: '注册日期不能晚于今天',
  },
  'validation.share': {
    en: 'A share is a percentage above 0 and at most 100, with at most 2 decimals',
    zh_CN: '持股比例须大于 0 且不超过 100，最多 2 位小数',
  },
  'validation.sharesTotal': {
    en: "The shareholders' shares add up to more than 100 %",
    zh_CN: '股东持股比例合计超过 100%',
  },
  'validation.rejectReasons': {
    en: 'Choose at least one rejection reason',
    zh_CN: '请至少选择一个拒绝原因',
  },
};

export {
  MERCHANT_STATUSES,
  merchantFilterFields,
  merchantPageRequest,
  merchantReviewPageRequest,
  merchantStatus,
  merchantStatusText,
  type MerchantPageRequest,
  type MerchantReviewPageRequest,
  type MerchantStatus,
};

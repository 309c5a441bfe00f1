import { z } from 'zod';
import { gatewayFields, pageData, pageFields } from './gateway';
import type { LocalText } from './local-text';

/**
 * Exports: any list streams as CSV or XLSX straight to the browser (`export/export`), or runs as
 * a background job the user follows on Trade download (`/userCenter/tradeDownload`).
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportFormat = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormat>;

/** A kind's name: the list being exported (`accountTransactions`, `auditLogs`…). */
export const exportKindName = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/, 'validation.exportKind');

/**
 * Each list a user can export, as Trade download names it, in both languages (a server test checks that every
 * registered kind is here).
 */
export const exportKindText: Record<string, LocalText> = {
  auditLogs: { en: 'Logs', zh_CN: '操作日志' },
  accountTransactions: { en: 'Account transactions', zh_CN: '账户交易' },
  allTransactions: { en: 'All transactions', zh_CN: '全部交易' },
  depositRecords: { en: 'Deposit records', zh_CN: '入账记录' },
  withdrawalOrders: { en: 'Withdrawal orders', zh_CN: '提现订单' },
  exchangeOrders: { en: 'Exchange orders', zh_CN: '换汇订单' },
  paymentOrders: { en: 'Payment orders', zh_CN: '付款订单' },
  transferOrders: { en: 'Transfer orders', zh_CN: '转账订单' },
  merchants: { en: 'Merchants', zh_CN: '商户' },
  cards: { en: 'Cards', zh_CN: '卡片' },
  cardApplyRecords: { en: 'Card apply records', zh_CN: '开卡申请记录' },
  cardAuthorizations: { en: 'Card authorizations', zh_CN: '卡授权记录' },
  collections: { en: 'Collections', zh_CN: '收款记录' },
};

/** `export/export` and `tradeDownload/create`: which list, which format, and that list's own filter. */
export const exportRequest = z.object({
  ...gatewayFields,
  kind: exportKindName,
  format: exportFormat,
  /** Checked against the kind's own filter schema on the server. */
  filter: z.record(z.string(), z.unknown()).default({}),
});
export type ExportRequest = z.infer<typeof exportRequest>;

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const exportJobStatus = z.enum(EXPORT_JOB_STATUSES);
export type ExportJobStatus = z.infer<typeof exportJobStatus>;

export const exportJobRecord = z.object({
  id: z.string(),
  kind: z.string(),
  format: exportFormat,
  /** The localized file name the download gets. */
  fileName: z.string(),
  status: exportJobStatus,
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  /** Why it failed, in the request's language. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the file is removed (done jobs only). */
  expiresAt: z.string().nullable(),
});
export type ExportJobRecord = z.infer<typeof exportJobRecord>;

export const exportJobPageRequest = z.object({
  ...pageFields,
  status: exportJobStatus.optional(),
});
export type ExportJobPageRequest = z.infer<typeof exportJobPageRequest>;
export const exportJobPageData = pageData(exportJobRecord);

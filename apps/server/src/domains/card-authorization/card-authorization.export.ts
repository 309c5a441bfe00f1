import { z } from 'zod';
import {
  authorizationFilterFields,
  authRecordTypeText,
  authStatusText,
  settleStatusText,
  type AuthRecordType,
  type AuthStatus,
  type SettleStatus,
} from '@remit/contract/card-authorization';
import type { ExportKind, ExportRegistry } from '../../platform/exports/export-kinds';
import * as repo from './card-authorization.repository';
import { toRecord } from './card-authorization.service';

export const AUTHORIZATION_EXPORT_KIND = 'cardAuthorizations';
const filter = z.object(authorizationFilterFields);
const BATCH = 2000;

/** The Authorizations list's Export: every field of the spec's record, the card only as BIN ****** last 4. */
const authorizationsKind: ExportKind<z.infer<typeof filter>, repo.JoinedAuthorization> = {
  name: AUTHORIZATION_EXPORT_KIND,
  permission: { action: 'index', subject: 'card' },
  filter,
  title: { en: 'card-authorizations', zh_CN: '卡授权记录' },
  columns: [
    { header: { en: 'Record ID', zh_CN: '记录编号' }, value: (r) => r.row.recordNo },
    {
      header: { en: 'Record type', zh_CN: '记录类型' },
      value: (r, l) => authRecordTypeText[r.row.recordType as AuthRecordType]?.[l] ?? r.row.recordType,
    },
    { header: { en: 'Card No.', zh_CN: '卡号' }, value: (r) => toRecord(r, 'en').maskedPan },
    { header: { en: 'Authorization code', zh_CN: '授权码' }, value: (r) => r.row.authCode },
    {
      header: { en: 'Authorization status', zh_CN: '授权状态' },
      value: (r, l) => authStatusText[r.row.authStatus as AuthStatus]?.[l] ?? r.row.authStatus,
    },
    {
      header: { en: 'Settle status', zh_CN: '清算状态' },
      value: (r, l) =>
        (r.row.settleStatus ? settleStatusText[r.row.settleStatus as SettleStatus]?.[l] : '') ?? '',
    },
    { header: { en: 'Response code', zh_CN: '响应码' }, value: (r) => r.row.responseCode },
    { header: { en: 'Reason', zh_CN: '原因' }, value: (r, l) => toRecord(r, l).reason },
    {
      header: { en: 'Transaction amount', zh_CN: '交易金额' },
      value: (r) => toRecord(r, 'en').transactionAmount,
    },
    { header: { en: 'Transaction currency', zh_CN: '交易币种' }, value: (r) => r.row.transactionCurrency },
    { header: { en: 'Billing amount', zh_CN: '账单金额' }, value: (r) => toRecord(r, 'en').billingAmount },
    { header: { en: 'Billing currency', zh_CN: '账单币种' }, value: (r) => r.row.billingCurrency },
    {
      header: { en: 'Settled transaction amount', zh_CN: '清算交易金额' },
      value: (r) => toRecord(r, 'en').settledTransactionAmount,
    },
    {
      header: { en: 'Settled billing amount', zh_CN: '清算账单金额' },
      value: (r) => toRecord(r, 'en').settledBillingAmount,
    },
    {
      header: { en: 'Reversed transaction amount', zh_CN: '冲正交易金额' },
      value: (r) => toRecord(r, 'en').reversedTransactionAmount,
    },
    {
      header: { en: 'Reversed billing amount', zh_CN: '冲正账单金额' },
      value: (r) => toRecord(r, 'en').reversedBillingAmount,
    },
    {
      header: { en: 'Refunded billing amount', zh_CN: '退款账单金额' },
      value: (r) => toRecord(r, 'en').refundedBillingAmount,
    },
    { header: { en: 'Process status', zh_CN: '处理状态' }, value: () => 'processed' },
    {
      header: { en: 'Original authorization ID', zh_CN: '原授权编号' },
      value: (r) => r.row.originalId ?? '',
    },
    { header: { en: 'Acquirer ID', zh_CN: '收单机构编号' }, value: (r) => r.row.acquirerId },
    { header: { en: 'MCC', zh_CN: 'MCC' }, value: (r) => r.row.mcc },
    { header: { en: 'Merchant ID', zh_CN: '受理商户编号' }, value: (r) => r.row.acceptorId },
    { header: { en: 'Merchant name', zh_CN: '受理商户名称' }, value: (r) => r.row.acceptorName },
    { header: { en: 'Created at', zh_CN: '创建时间' }, value: (r) => r.row.createdAt.toISOString() },
  ],
  count: async (ctx, f) => (await repo.pageAuthorizations(ctx.db, ctx.partnerId, f, 1, 1)).total,
  async *batches(ctx, f) {
    for (let page = 1; ; page++) {
      const { records } = await repo.pageAuthorizations(ctx.db, ctx.partnerId, f, page, BATCH);
      if (records.length) yield records;
      if (records.length < BATCH) return;
    }
  },
};

export const registerAuthorizationExportKind = (kinds: ExportRegistry) => kinds.register(authorizationsKind);

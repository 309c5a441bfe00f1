import { collectionExportFilter, documentationStateOf } from '@remit/contract/collection';
import { toDecimal } from '@remit/contract/money';
import type { ExportKind, ExportRegistry } from '../../platform/exports/export-kinds';
import { collectionFilterOf } from './collection.service';
import * as repo from './collection.repository';

export const COLLECTION_EXPORT_KIND = 'collections';

const DOC_TEXT = {
  none: { en: 'Not documented', zh_CN: '未提交材料' },
  pending: { en: 'Awaiting confirmation', zh_CN: '待确认' },
  partly: { en: 'Partly documented', zh_CN: '部分提交材料' },
  full: { en: 'Fully documented', zh_CN: '已完整提交材料' },
} as const;

/** The Collections list's Export: what the list shows, in the list's order. */
const collectionsKind: ExportKind<typeof collectionExportFilter._output, repo.CollectionRow> = {
  name: COLLECTION_EXPORT_KIND,
  permission: { action: 'index', subject: 'collection' },
  filter: collectionExportFilter,
  title: { en: 'collections', zh_CN: '收款' },
  columns: [
    { header: { en: 'Arrived at', zh_CN: '到账时间' }, value: (r) => r.arrivedAt.toISOString() },
    { header: { en: 'Virtual account', zh_CN: '虚拟账户' }, value: (r) => `${r.vaAlias} (${r.vaCountry})` },
    { header: { en: 'Currency', zh_CN: '币种' }, value: (r) => r.currency },
    { header: { en: 'Amount', zh_CN: '金额' }, value: (r) => toDecimal(r.amount, r.currency) },
    { header: { en: 'Credited currency', zh_CN: '入账币种' }, value: (r) => r.creditCurrency },
    {
      header: { en: 'Credited amount', zh_CN: '入账金额' },
      value: (r) => toDecimal(r.creditAmount, r.creditCurrency),
    },
    { header: { en: 'Conversion rate', zh_CN: '兑换汇率' }, value: (r) => r.rate ?? '' },
    { header: { en: 'Documented', zh_CN: '已关联金额' }, value: (r) => toDecimal(r.linked, r.currency) },
    {
      header: { en: 'Awaiting confirmation', zh_CN: '待确认金额' },
      value: (r) => toDecimal(r.linking, r.currency),
    },
    {
      header: { en: 'Documentation', zh_CN: '材料情况' },
      value: (r, l) => DOC_TEXT[documentationStateOf(r.amount, r.linked, r.linking)][l],
    },
    { header: { en: 'Sender', zh_CN: '付款人' }, value: (r) => r.senderName },
    { header: { en: 'Sender country', zh_CN: '付款人国家' }, value: (r) => r.senderCountry },
    { header: { en: 'Buyer', zh_CN: '买家' }, value: (r) => r.buyerName },
    { header: { en: 'Buyer country', zh_CN: '买家国家' }, value: (r) => r.buyerCountry },
    { header: { en: 'Bank reference', zh_CN: '银行流水号' }, value: (r) => r.bankReference },
    { header: { en: 'Trade comments', zh_CN: '交易附言' }, value: (r) => r.tradeComments },
  ],
  async check(_ctx, f) {
    collectionFilterOf(f);
  },
  // The operator's list spans every partner (as collection/page does), and so does its export.
  count: (ctx, f) =>
    repo.countCollections(ctx.db, ctx.operator ? null : ctx.partnerId, collectionFilterOf(f)),
  batches: (ctx, f) =>
    repo.collectionBatches(ctx.db, ctx.operator ? null : ctx.partnerId, collectionFilterOf(f)),
};

export const registerCollectionExportKinds = (kinds: ExportRegistry) => kinds.register(collectionsKind);

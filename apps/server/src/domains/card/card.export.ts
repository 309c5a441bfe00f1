import { merchantName } from '@remit/contract/merchant';
import {
  applyExportFilter,
  applyStatusText,
  CARD_EXPORT_KINDS,
  cardExportFilter,
  cardFundingText,
  cardModelText,
  cardStatusText,
  cardTypeText,
  expiryText,
  maskPan,
  type ApplyStatus,
  type CardFunding,
  type CardModel,
  type CardStatus,
  type CardType,
} from '@remit/contract/card';
import type { z } from 'zod';
import type { ExportColumn, ExportKind, ExportRegistry } from '../../platform/exports/export-kinds';
import * as repo from './card.repository';

const nameOf = merchantName;
const SCHEMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

/** The columns both lists share: the merchant and the product applied for. */
const merchantColumns = <R extends repo.MerchantBits>(): ExportColumn<R>[] => [
  { header: { en: 'Merchant No.', zh_CN: '商户编号' }, value: (r) => r.merchantNo },
  { header: { en: 'Merchant', zh_CN: '商户' }, value: (r) => nameOf(r) },
  { header: { en: 'Product', zh_CN: '卡产品' }, value: (r) => r.productName },
];

type Chosen = { model: string; cardType: string; funding: string; currency: string };
/** The choices both lists show of a card or an application (`of` picks it from the row): model to currency. */
const choiceColumns = <R>(of: (r: R) => Chosen): ExportColumn<R>[] => [
  {
    header: { en: 'Model', zh_CN: '卡片形态' },
    value: (r, l) => cardModelText[of(r).model as CardModel]?.[l] ?? '',
  },
  {
    header: { en: 'Type', zh_CN: '类型' },
    value: (r, l) => cardTypeText[of(r).cardType as CardType]?.[l] ?? '',
  },
  {
    header: { en: 'Funding', zh_CN: '额度类型' },
    value: (r, l) => cardFundingText[of(r).funding as CardFunding]?.[l] ?? '',
  },
  { header: { en: 'Currency', zh_CN: '币种' }, value: (r) => of(r).currency },
];

/**
 * The Cards list's Export: the card number only as BIN ****** last 4 (the row's sealed PAN is never read),
 * no CVV2, no PIN; in the list's order.
 */
const cardsKind: ExportKind<z.infer<typeof cardExportFilter>, repo.CardJoined> = {
  name: CARD_EXPORT_KINDS.cards,
  permission: { action: 'index', subject: 'card' },
  filter: cardExportFilter,
  title: { en: 'cards', zh_CN: '卡片' },
  columns: [
    { header: { en: 'Card No.', zh_CN: '卡号' }, value: (r) => maskPan(r.card.bin, r.card.panLast4) },
    ...merchantColumns<repo.CardJoined>(),
    { header: { en: 'Scheme', zh_CN: '卡组织' }, value: (r) => SCHEMES[r.card.scheme] ?? r.card.scheme },
    ...choiceColumns<repo.CardJoined>((r) => r.card),
    { header: { en: 'Cardholder', zh_CN: '持卡人' }, value: (r) => r.card.cardholderName },
    {
      header: { en: 'Status', zh_CN: '状态' },
      value: (r, l) => cardStatusText[r.card.status as CardStatus]?.[l] ?? r.card.status,
    },
    {
      header: { en: 'Expiry', zh_CN: '有效期' },
      value: (r) => expiryText(r.card.expiryMonth, r.card.expiryYear),
    },
    { header: { en: 'Created at', zh_CN: '创建时间' }, value: (r) => r.card.createdAt.toISOString() },
  ],
  count: (ctx, f) => repo.countCards(ctx.db, ctx.partnerId, f),
  batches: (ctx, f) => repo.cardBatches(ctx.db, ctx.partnerId, f),
};

/** The Apply Records list's Export, with each record's status, reason and bulk file line. */
const appliesKind: ExportKind<z.infer<typeof applyExportFilter>, repo.ApplyJoined> = {
  name: CARD_EXPORT_KINDS.applyRecords,
  permission: { action: 'index', subject: 'card' },
  filter: applyExportFilter,
  title: { en: 'card-apply-records', zh_CN: '开卡申请记录' },
  columns: [
    ...merchantColumns<repo.ApplyJoined>(),
    ...choiceColumns<repo.ApplyJoined>((r) => r.apply),
    {
      header: { en: 'Status', zh_CN: '状态' },
      value: (r, l) => applyStatusText[r.apply.status as ApplyStatus]?.[l] ?? r.apply.status,
    },
    { header: { en: 'Reason', zh_CN: '原因' }, value: (r) => r.apply.reason },
    { header: { en: 'File line', zh_CN: '文件行号' }, value: (r) => r.apply.batchLine },
    { header: { en: 'Created at', zh_CN: '创建时间' }, value: (r) => r.apply.createdAt.toISOString() },
  ],
  count: (ctx, f) => repo.countApplies(ctx.db, ctx.partnerId, f),
  batches: (ctx, f) => repo.applyBatches(ctx.db, ctx.partnerId, f),
};

export const registerCardExportKinds = (kinds: ExportRegistry) => {
  kinds.register(cardsKind);
  kinds.register(appliesKind);
};

import {
  merchantExportFilter,
  merchantName,
  merchantStatusText,
  type MerchantStatus,
} from '@remit/contract/merchant';
import type { z } from 'zod';
import type { ExportKind, ExportRegistry } from '../../platform/exports/export-kinds';
import * as repo from './merchant.repository';

type Filter = z.infer<typeof merchantExportFilter>;

const TYPE_NAMES: Record<number, { en: string; zh_CN: string }> = {
  1: { en: 'Corporation', zh_CN: '企业' },
  2: { en: 'Individual', zh_CN: '个人' },
};

/**
 * The merchant list's Export: what the list shows, in the list's order. The ID number and date of birth stay
 * out of the file (personal data the list does not show either).
 */
const merchantsKind: ExportKind<Filter, repo.MerchantRow> = {
  name: 'merchants',
  permission: { action: 'index', subject: 'merchant' },
  filter: merchantExportFilter,
  title: { en: 'merchants', zh_CN: '商户' },
  columns: [
    { header: { en: 'Merchant No.', zh_CN: '商户编号' }, value: (r) => r.merchantNo },
    {
      header: { en: 'Name', zh_CN: '名称' },
      value: (r) => merchantName(r),
    },
    { header: { en: 'Type', zh_CN: '类型' }, value: (r, l) => TYPE_NAMES[r.merchantType]?.[l] ?? '' },
    { header: { en: 'Email', zh_CN: '邮箱' }, value: (r) => r.email },
    { header: { en: 'Mobile', zh_CN: '手机号' }, value: (r) => r.mobile },
    { header: { en: 'Nationality', zh_CN: '国籍' }, value: (r) => r.nationality },
    {
      header: { en: 'Status', zh_CN: '状态' },
      value: (r, l) => merchantStatusText[r.status as MerchantStatus]?.[l] ?? r.status,
    },
    { header: { en: 'Created at', zh_CN: '创建时间' }, value: (r) => r.createdAt.toISOString() },
  ],
  count: (ctx, f) => repo.countMerchants(ctx.db, ctx.partnerId, f),
  batches: (ctx, f) => repo.merchantBatches(ctx.db, ctx.partnerId, f),
};

export const registerMerchantExportKinds = (kinds: ExportRegistry) => kinds.register(merchantsKind);

import { orderExportFilter, type OrderExportFilter, type OrderType } from '@remit/contract/order';
import type { WireLanguage } from '@remit/contract/envelope';
import { registerExportKind, exportKind, type ExportColumn } from '../../platform/exports/export-kinds';
import { countOrders, orderBatches, type OrderRow } from './order.repository';
import { toOrderRecord } from './order.records';

const STATUS: Record<number, Record<WireLanguage, string>> = {
  1: { en: 'Initial', zh_CN: '初始' },
  2: { en: 'Failure in acceptance', zh_CN: '受理失败' },
  3: { en: 'Successfully accepted', zh_CN: '受理成功' },
  4: { en: 'Completed', zh_CN: '已完成' },
  5: { en: 'Refund', zh_CN: '退款' },
};

const col = (en: string, zh_CN: string, value: ExportColumn<OrderRow>['value']): ExportColumn<OrderRow> => ({
  header: { en, zh_CN },
  value,
});

const common = [
  col('Order number', '订单号', (r) => r.orderNo),
  col('Created (UTC)', '创建时间（UTC）', (r) => r.createdAt.toISOString()),
  col('Status', '状态', (r, lang) => STATUS[r.status]?.[lang] ?? String(r.status)),
  col('Currency', '币种', (r) => r.currency),
  col('Amount', '金额', (r) => toOrderRecord(r).amount),
  col('Fee', '手续费', (r) => toOrderRecord(r).fee),
  col('Total', '合计', (r) => toOrderRecord(r).total),
];

const extra: Record<OrderType, ExportColumn<OrderRow>[]> = {
  withdrawal: [
    col('Beneficiary', '收款人', (r) => r.beneficiaryName ?? ''),
    col('Account number', '账号', (r) => r.accountNumber ?? ''),
    col('Failure reason', '失败原因', (r) => r.failureReason ?? ''),
  ],
  exchange: [
    col('Fixed side', '固定方', (r) => r.fixedSide ?? ''),
    col('Buy currency', '买入币种', (r) => r.buyCurrency ?? ''),
    col('Buy amount', '买入金额', (r) => toOrderRecord(r).buyAmount ?? ''),
    col('Rate', '汇率', (r) => r.rate ?? ''),
  ],
  payment: [col('Direction', '方向', (r) => r.direction ?? '')],
  transfer: [col('Direction', '方向', (r) => r.direction ?? '')],
};

const TITLES: Record<OrderType, Record<WireLanguage, string>> = {
  withdrawal: { en: 'withdrawal-orders', zh_CN: '提现订单' },
  exchange: { en: 'exchange-orders', zh_CN: '换汇订单' },
  payment: { en: 'payment-orders', zh_CN: '付款订单' },
  transfer: { en: 'transfer-orders', zh_CN: '转账订单' },
};

/** Export kind names: withdrawalOrders, exchangeOrders, paymentOrders, transferOrders. */
export const orderExportKindName = (type: OrderType) => `${type}Orders`;

/** Each order list's Export (issue 5), registered once on the shared export registry. */
export const registerOrderExportKinds = () => {
  for (const type of ['withdrawal', 'exchange', 'payment', 'transfer'] as const) {
    const name = orderExportKindName(type);
    if (exportKind(name)) continue;
    registerExportKind<OrderExportFilter, OrderRow>({
      name,
      permission: { action: 'index', subject: type },
      filter: orderExportFilter,
      title: TITLES[type],
      columns: [...common, ...extra[type]],
      count: (ctx, f) => countOrders(ctx.db, ctx.partnerId, type, f),
      batches: (ctx, f) => orderBatches(ctx.db, ctx.partnerId, type, f),
    });
  }
};

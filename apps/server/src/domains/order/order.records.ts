import { toDecimal } from '@remit/contract/money';
import type { OrderDetail, OrderRecord, OrderType } from '@remit/contract/order';
import type { OrderRow } from './order.repository';

/** The wire form of an order: money as decimal strings in its currency's exponent, dates as ISO. */
export const toOrderRecord = (row: OrderRow): OrderRecord => ({
  id: row.id,
  orderNo: row.orderNo,
  type: row.type as OrderType,
  status: row.status,
  currency: row.currency,
  amount: toDecimal(row.amount, row.currency),
  fee: toDecimal(row.fee, row.currency),
  total: toDecimal(row.amount + row.fee, row.currency),
  buyCurrency: row.buyCurrency,
  buyAmount: row.buyCurrency && row.buyAmount !== null ? toDecimal(row.buyAmount, row.buyCurrency) : null,
  rate: row.rate,
  fixedSide: row.fixedSide,
  withdrawalAccountId: row.withdrawalAccountId,
  accountNumber: row.accountNumber,
  beneficiaryName: row.beneficiaryName,
  merchantId: row.merchantId,
  direction: row.direction,
  remark: row.remark,
  failureReason: row.failureReason,
  approvalRequired: row.approvalRequired,
  approvedBy: row.approvedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  quotedRate: row.quotedRate,
  createdBy: row.createdBy,
  createdByName: row.createdByName ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toOrderDetail = (
  row: OrderRow,
  history: { status: number; note: string; userName: string | null; createdAt: Date }[],
): OrderDetail => ({
  ...toOrderRecord(row),
  history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
});

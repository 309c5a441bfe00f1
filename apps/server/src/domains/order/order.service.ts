import { DEFAULT_BALANCE_CURRENCIES, toDecimal } from '@remit/contract/money';
import type { AvailableData, OrderPageRequest, OrderType } from '@remit/contract/order';
import { APPROVAL_ORDER_TYPES, type ApprovalOrderType } from '@remit/contract/approval';
import type { Db } from '../../db/client';
import { foundOr } from '../../platform/errors';
import type { Actor } from '../../platform/session.plugin';
import { isAwaitingApproval } from './order.approval';
import { approverUsers } from '../approval/approval.repository';
import { toOrderDetail, toOrderRecord } from './order.records';
import * as repo from './order.repository';

/**
 * "Who must act" on orders awaiting approval: the users holding approve on the type, less the maker. Asked
 * once per page, and only when a row is waiting.
 */
const whoMayAct = async (db: Db, partnerId: string, type: OrderType, rows: repo.OrderRow[]) => {
  const waiting = rows.some(isAwaitingApproval) && (APPROVAL_ORDER_TYPES as readonly string[]).includes(type);
  const users = waiting ? await approverUsers(db, partnerId, type as ApprovalOrderType) : [];
  return (row: repo.OrderRow) =>
    isAwaitingApproval(row)
      ? { approvers: users.filter((u) => u.id !== row.createdBy).map((u) => u.userName) }
      : {};
};

/** Order lists and details per type, and the partner's available balances. */
export const createOrdersService = ({ db }: { db: Db }) => ({
  async page(actor: Actor, type: OrderType, input: OrderPageRequest) {
    const { page, size, ...filter } = input;
    const { records, total } = await repo.pageOrders(db, actor.partnerId, type, filter, page, size);
    const who = await whoMayAct(db, actor.partnerId, type, records);
    return { records: records.map((r) => ({ ...toOrderRecord(r), ...who(r) })), total, page, size };
  },

  async get(actor: Actor, type: OrderType, id: string) {
    const row = foundOr(await repo.findOrder(db, actor.partnerId, id, type), 'ORDER_NOT_FOUND');
    const who = await whoMayAct(db, actor.partnerId, type, [row]);
    return { ...toOrderDetail(row, await repo.history(db, actor.partnerId, id)), ...who(row) };
  },

  /** Available = balance − on hold, per balance currency (accounts not opened yet show zero). */
  async available(actor: Actor): Promise<AvailableData> {
    const rows = await repo.partnerBalances(db, actor.partnerId);
    const byCurrency = new Map(rows.map((r) => [r.currency, r]));
    const currencies = [...new Set([...DEFAULT_BALANCE_CURRENCIES, ...byCurrency.keys()])];
    return currencies.map((currency) => {
      const r = byCurrency.get(currency);
      const balance = r?.balance ?? 0n;
      const onHold = r?.onHold ?? 0n;
      return {
        currency,
        balance: toDecimal(balance, currency),
        onHold: toDecimal(onHold, currency),
        available: toDecimal(balance - onHold, currency),
      };
    });
  },
});
export type OrdersService = ReturnType<typeof createOrdersService>;

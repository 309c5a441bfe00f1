import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  gte,
  lte,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ORDER_STATUS, type OrderExportFilter, type OrderType } from '@remit/contract/order';
import { rowsOf, type Tx } from '../../db/client';
import { ledgerAccounts, orders, orderStatusHistory, partners, users } from '../../db/schema/index';
import { searchIn } from '../../db/filters';
import { orderedPage } from '../../db/paging';
import { firstWhere, valueWhere } from '../../db/lookup';
import { insertOne, touchedRow } from '../../db/writes';

export type OrderRow = typeof orders.$inferSelect & { createdByName?: string | null };

/** Orders with their maker's name (lists and details say who made an order and who must act). */
const withMaker = (tx: Tx) =>
  tx
    .select({ ...getTableColumns(orders), createdByName: users.userName })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.createdBy));

const PREFIX: Record<OrderType, string> = { withdrawal: 'WD', exchange: 'EX', payment: 'PM', transfer: 'TR' };

/** A number people can read out on the phone: type prefix, UTC date, a platform-wide sequence. */
export const nextOrderNo = async (tx: Tx, type: OrderType) => {
  const [row] = await rowsOf<{ n: string }>(tx, sql`select nextval('order_no_seq')::text as n`);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${PREFIX[type]}${day}${row!.n.padStart(6, '0')}`;
};

/** Whose order this is, for the operator's sandbox bank, which acts on any partner's order. */
export const orderPartnerId = async (tx: Tx, id: string, type: OrderType) =>
  valueWhere(tx, orders, orders.partnerId, { id, type });

/** Every partner's orders of one type in the given statuses, newest first, with the partner's name. */
export const ordersAcrossPartners = (tx: Tx, type: OrderType, statuses: number[], limit: number) =>
  tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      partnerName: partners.name,
      beneficiaryName: orders.beneficiaryName,
      currency: orders.currency,
      amount: orders.amount,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .where(and(eq(orders.type, type), inArray(orders.status, statuses)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);

export const findByKey = async (tx: Tx, partnerId: string, key: string) =>
  firstWhere(tx, orders, { partnerId, idempotencyKey: key });

export const findOrder = async (tx: Tx, partnerId: string, id: string, type?: OrderType, lock = false) => {
  const parts = [eq(orders.partnerId, partnerId), eq(orders.id, id)];
  if (type) parts.push(eq(orders.type, type));
  if (lock) {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(and(...parts))
      .for('update');
    return locked;
  }
  const [row] = await withMaker(tx).where(and(...parts));
  return row;
};

export const insertOrder = async (tx: Tx, values: typeof orders.$inferInsert) =>
  insertOne(tx, orders, values);

/** What an order of one kind says beyond what every new order says (see `insertInitialOrder`). */
export type OrderTerms = Omit<
  typeof orders.$inferInsert,
  'id' | 'partnerId' | 'orderNo' | 'type' | 'status' | 'idempotencyKey' | 'requestHash' | 'createdBy'
>;

/**
 * A new order `id` of `type` in status 1 (Initial), numbered now: the partner's of `actor`, made by it under the
 * request's idempotency key and hash; `terms` what its kind says (amounts, currencies, counterparty…).
 */
export const insertInitialOrder = async (
  tx: Tx,
  actor: { partnerId: string; userId: string },
  made: { id: string; type: OrderType; idempotencyKey: string; requestHash: string },
  terms: OrderTerms,
) =>
  insertOrder(tx, {
    ...terms,
    ...made,
    partnerId: actor.partnerId,
    orderNo: await nextOrderNo(tx, made.type),
    status: ORDER_STATUS.INITIAL,
    createdBy: actor.userId,
  });

/** Moves the order to `status` and writes the history line in the same transaction. */
export const setStatus = async (
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'partnerId'>,
  status: number,
  note: string,
  userId: string | null,
  extra: Partial<typeof orders.$inferInsert> = {},
) => {
  const [row] = await tx
    .update(orders)
    .set({ ...extra, status, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.partnerId, order.partnerId)))
    .returning();
  await addHistory(tx, order, status, note, userId);
  return row!;
};

/** Changes an order's fields without a status change (no history line). */
export const updateOrder = async (
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'partnerId'>,
  values: Partial<typeof orders.$inferInsert>,
) => (await touchedRow(tx, orders, { id: order.id, partnerId: order.partnerId }, values))!;

export const addHistory = (
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'partnerId'>,
  status: number,
  note: string,
  userId: string | null,
) =>
  tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, partnerId: order.partnerId, status, note, userId });

export const history = (tx: Tx, partnerId: string, orderId: string) =>
  tx
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      userName: users.userName,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.userId))
    .where(and(eq(orderStatusHistory.partnerId, partnerId), eq(orderStatusHistory.orderId, orderId)))
    .orderBy(asc(orderStatusHistory.id));

const where = (partnerId: string, type: OrderType, f: OrderExportFilter) => {
  const parts: (SQL | undefined)[] = [eq(orders.partnerId, partnerId), eq(orders.type, type)];
  if (f.status !== undefined) parts.push(eq(orders.status, f.status));
  if (f.currency) parts.push(or(eq(orders.currency, f.currency), eq(orders.buyCurrency, f.currency)));
  if (f.from) parts.push(gte(orders.createdAt, new Date(f.from)));
  if (f.to) parts.push(lte(orders.createdAt, new Date(f.to)));
  parts.push(searchIn(f.search, orders.orderNo, orders.beneficiaryName));
  return and(...parts);
};

export const pageOrders = async (
  tx: Tx,
  partnerId: string,
  type: OrderType,
  f: OrderExportFilter,
  page: number,
  size: number,
) => {
  const order = [desc(orders.createdAt), desc(orders.id)];
  return orderedPage(tx, orders, withMaker(tx).$dynamic(), where(partnerId, type, f), order, page, size);
};

export const countOrders = async (tx: Tx, partnerId: string, type: OrderType, f: OrderExportFilter) => {
  const [total] = await tx
    .select({ n: count() })
    .from(orders)
    .where(where(partnerId, type, f));
  return total?.n ?? 0;
};

/** Keyset batches by id (UUID v7, so newest first by time too): an export never holds all rows at once. */
export async function* orderBatches(tx: Tx, partnerId: string, type: OrderType, f: OrderExportFilter) {
  let after: string | undefined;
  for (;;) {
    const rows = await tx
      .select()
      .from(orders)
      .where(and(where(partnerId, type, f), after ? lt(orders.id, after) : undefined))
      .orderBy(desc(orders.id))
      .limit(2000);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** The partner's own ledger accounts (one per currency opened), for what its order forms may spend. */
export const partnerBalances = (tx: Tx, partnerId: string) =>
  tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.partnerId, partnerId), eq(ledgerAccounts.kind, 'partner')));

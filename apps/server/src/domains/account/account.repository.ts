import { eq, sql, type SQL } from 'drizzle-orm';
import { containing } from '../../db/filters';
import { TRANSACTION_STATUSES } from '@remit/contract/transaction';
import { rowsOf, type Tx } from '../../db/client';
import { depositRecords } from '../../db/schema/index';

/**
 * Reads of the money core. Lists read the `account_transactions` projection (one row per customer
 * posting, trigger-written with the posting) in the order (created_at desc, id desc), by keyset when the
 * caller has a cursor, by offset otherwise. Totals come from the per-day counters for every whole UTC day
 * inside the range plus a direct count of the (at most two) partial days at its ends: exact, and cheap
 * however many rows the partner has.
 */

export type TxnScope = {
  partnerId: string;
  /** 'partner' for the Account screen; undefined for every customer account. */
  accountKind?: string;
  accountId?: string;
  currency?: string;
  type?: number;
  status?: number;
  /** A transaction id (exact), or part of the order number, counterparty name or account number. */
  keyword?: string;
  from?: Date;
  to?: Date;
};

export type TxnRow = {
  id: string;
  accountId: string;
  accountKind: string;
  currency: string;
  type: number;
  status: number;
  amount: bigint;
  fee: bigint;
  balanceAfter: bigint;
  txnCurrency: string | null;
  txnAmount: bigint | null;
  rate: string | null;
  relatedId: string | null;
  orderNo: string | null;
  country: string | null;
  counterpartyAccount: string | null;
  counterpartyName: string | null;
  description: string;
  createdAt: Date;
  /** created_at to the microsecond (UTC text), for keyset cursors. */
  ts: string;
};

type RawTxn = Record<string, string | number | null>;

export { rowsOf };

/**
 * What the row changed the ledger balance by: the posting's amount, zero for a Pending row (spec §3 status 11,
 * migration 0008: money held, not moved; its balance after is the ledger balance when the hold was placed).
 */
export const balanceChangeOf = (r: { status: number; amount: bigint }) =>
  r.status === TRANSACTION_STATUSES.PENDING ? 0n : r.amount;

const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as string));

const TXN_COLUMNS = sql`t.id::text as id, t.account_id::text as account_id, t.account_kind, t.currency, t.type::int as type,
  t.status::int as status, t.amount::text as amount, t.fee::text as fee, t.balance_after::text as balance_after,
  t.txn_currency, t.txn_amount::text as txn_amount, t.rate, t.related_id, t.order_no, t.country,
  t.counterparty_account, t.counterparty_name, t.description,
  to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ts`;

const toTxn = (r: RawTxn): TxnRow => ({
  id: String(r.id),
  accountId: String(r.account_id),
  accountKind: String(r.account_kind),
  currency: String(r.currency).trim(),
  type: Number(r.type),
  status: Number(r.status),
  amount: BigInt(r.amount as string),
  fee: BigInt(r.fee as string),
  balanceAfter: BigInt(r.balance_after as string),
  txnCurrency: r.txn_currency ? String(r.txn_currency).trim() : null,
  txnAmount: big(r.txn_amount),
  rate: (r.rate as string | null) ?? null,
  relatedId: (r.related_id as string | null) ?? null,
  orderNo: (r.order_no as string | null) ?? null,
  country: (r.country as string | null) ?? null,
  counterpartyAccount: (r.counterparty_account as string | null) ?? null,
  counterpartyName: (r.counterparty_name as string | null) ?? null,
  description: String(r.description ?? ''),
  createdAt: new Date(String(r.ts)),
  ts: String(r.ts),
});

/** The scope's filters, without the date range (shared by the list and the counters). */
const scopeFilters = (s: TxnScope, alias: string): SQL[] => {
  const c = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [sql`${c('partner_id')} = ${s.partnerId}::uuid`];
  if (s.accountKind) parts.push(sql`${c('account_kind')} = ${s.accountKind}`);
  if (s.accountId) parts.push(sql`${c('account_id')} = ${s.accountId}::uuid`);
  if (s.currency) parts.push(sql`${c('currency')} = ${s.currency}`);
  if (s.type !== undefined) parts.push(sql`${c('type')} = ${s.type}`);
  if (s.status !== undefined) parts.push(sql`${c('status')} = ${s.status}`);
  return parts;
};

/**
 * The keyword: a whole number is a transaction id (exactly: "197" must not also find every account number with
 * 197 in it) or a whole order or account number; other text is found inside the order number, the
 * counterparty's name or account number.
 */
const keywordFilter = (keyword: string): SQL => {
  if (/^\d{1,18}$/.test(keyword))
    return sql`(t.id = ${keyword}::bigint or t.order_no = ${keyword} or t.counterparty_account = ${keyword})`;
  const pattern = containing(keyword);
  return sql`(t.order_no ilike ${pattern} or t.counterparty_name ilike ${pattern} or t.counterparty_account ilike ${pattern})`;
};

/** The date range and the keyword (of the rows themselves; the day counters know neither). */
const rangeFilters = (s: TxnScope): SQL[] => {
  const parts: SQL[] = [];
  if (s.keyword) parts.push(keywordFilter(s.keyword));
  if (s.from) parts.push(sql`t.created_at >= ${s.from.toISOString()}::timestamptz`);
  if (s.to) parts.push(sql`t.created_at <= ${s.to.toISOString()}::timestamptz`);
  return parts;
};

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

export type Keyset = { ts: string; id: string; direction: 'next' | 'prev' };

/** One page: by keyset after/before a row when given, else by offset (ids first, then the rows). */
export const listTransactions = async (
  db: Tx,
  s: TxnScope,
  limit: number,
  offset: number,
  keyset?: Keyset,
): Promise<TxnRow[]> => {
  const where = [...scopeFilters(s, 't'), ...rangeFilters(s)];
  if (keyset) {
    const cmp = keyset.direction === 'next' ? sql`<` : sql`>`;
    where.push(sql`(t.created_at, t.id) ${cmp} (${keyset.ts}::timestamptz, ${keyset.id}::bigint)`);
    const order =
      keyset.direction === 'next' ? sql`t.created_at desc, t.id desc` : sql`t.created_at asc, t.id asc`;
    const rows = await rowsOf<RawTxn>(
      db,
      sql`select ${TXN_COLUMNS} from account_transactions t where ${and(where)} order by ${order} limit ${limit}`,
    );
    const list = rows.map(toTxn);
    return keyset.direction === 'next' ? list : list.reverse();
  }
  // Deep offsets walk the index for ids only, then fetch just the page's rows.
  const rows = await rowsOf<RawTxn>(
    db,
    sql`with page as (
          select t.partner_id, t.id from account_transactions t where ${and(where)}
          order by t.created_at desc, t.id desc limit ${limit} offset ${offset})
        select ${TXN_COLUMNS} from page p
        join account_transactions t on t.partner_id = p.partner_id and t.id = p.id
        order by t.created_at desc, t.id desc`,
  );
  return rows.map(toTxn);
};

const DAY = 86_400_000;
const floorDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY) * DAY);
const ceilDay = (d: Date) => new Date(Math.ceil(d.getTime() / DAY) * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The exact number of rows the scope selects: whole days from the counters, partial days counted. */
export const countTransactions = async (db: Tx, s: TxnScope): Promise<number> => {
  if (s.keyword) {
    // The day counters cannot tell a keyword: count the rows it picks.
    const [r] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from account_transactions t where ${and([...scopeFilters(s, 't'), ...rangeFilters(s)])}`,
    );
    return Number(r?.n ?? 0);
  }
  const first = s.from ? ceilDay(s.from) : undefined; // first whole day
  const end = s.to ? floorDay(s.to) : undefined; // whole days end before this
  const noWholeDays = first && end && first.getTime() >= end.getTime();
  let total = 0;
  if (!noWholeDays) {
    const where = scopeFilters(s, 'd');
    if (first) where.push(sql`d.day >= ${isoDay(first)}::date`);
    if (end) where.push(sql`d.day < ${isoDay(end)}::date`);
    const [r] = await rowsOf<{ n: string | null }>(
      db,
      sql`select sum(d.n)::text as n from account_transaction_days d where ${and(where)}`,
    );
    total += Number(r?.n ?? 0);
  }
  if (s.from || s.to) {
    const where = [...scopeFilters(s, 't'), ...rangeFilters(s)];
    if (!noWholeDays) {
      const edges: SQL[] = [];
      if (first) edges.push(sql`t.created_at < ${first.toISOString()}::timestamptz`);
      if (end) edges.push(sql`t.created_at >= ${end.toISOString()}::timestamptz`);
      where.push(sql`(${sql.join(edges, sql` or `)})`);
    }
    const [r] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from account_transactions t where ${and(where)}`,
    );
    total += Number(r?.n ?? 0);
  }
  return total;
};

/** Every row of the scope in list order, a batch at a time (exports). */
export async function* transactionBatches(db: Tx, s: TxnScope, batchSize = 2000): AsyncIterable<TxnRow[]> {
  let keyset: Keyset | undefined;
  for (;;) {
    const rows = await listTransactions(db, s, batchSize, 0, keyset);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    keyset = { ts: last.ts, id: last.id, direction: 'next' };
  }
}

/** The partner's customer account, or undefined (another partner's or a platform account). */
export const findCustomerAccount = async (db: Tx, partnerId: string, accountId: string) => {
  const [row] = await rowsOf<{ id: string; kind: string; currency: string }>(
    db,
    sql`select id::text as id, kind, currency from ledger_accounts
        where id = ${accountId}::uuid and partner_id = ${partnerId}::uuid and is_customer`,
  );
  return row;
};

export type BalanceRow = { accountId: string; currency: string; balance: bigint; onHold: bigint };

export const partnerBalances = async (db: Tx, partnerId: string): Promise<BalanceRow[]> => {
  const rows = await rowsOf<{ id: string; currency: string; balance: string; on_hold: string }>(
    db,
    sql`select id::text as id, currency, balance::text as balance, on_hold::text as on_hold from ledger_accounts
        where partner_id = ${partnerId}::uuid and kind = 'partner' and owner_id = ${partnerId}`,
  );
  return rows.map((r) => ({
    accountId: r.id,
    currency: r.currency.trim(),
    balance: BigInt(r.balance),
    onHold: BigInt(r.on_hold),
  }));
};

/**
 * Credits and debits of the partner's own accounts per UTC month and currency since `since` (a month start).
 * Pending rows (held, not posted) are not money moved and are left out.
 */
export const monthlyTotals = async (db: Tx, partnerId: string, since: string) => {
  const rows = await rowsOf<{ month: string; currency: string; credit: string; debit: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM') as month, currency, sum(credit)::text as credit, sum(debit)::text as debit
        from account_transaction_days
        where partner_id = ${partnerId}::uuid and account_kind = 'partner' and day >= ${since}::date
          and status <> ${TRANSACTION_STATUSES.PENDING}
        group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => ({
    month: r.month,
    currency: r.currency.trim(),
    credit: BigInt(r.credit),
    debit: BigInt(r.debit),
  }));
};

/** The projection row of a posting on an account within an entry (to link a deposit to its transaction). */
export const transactionOfEntry = async (db: Tx, partnerId: string, entryId: string, accountId: string) => {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select t.id::text as id from ledger_postings p
        join account_transactions t on t.partner_id = p.partner_id and t.posting_id = p.id
        where p.entry_id = ${entryId}::uuid and p.partner_id = ${partnerId}::uuid and p.account_id = ${accountId}::uuid
        order by t.id limit 1`,
  );
  return row?.id;
};

// ---- deposit records ----

export type DepositScope = {
  partnerId: string;
  status?: string;
  currency?: string;
  orderNo?: string;
  from?: Date;
  to?: Date;
};

const depositWhere = (s: DepositScope) => {
  const parts: SQL[] = [sql`d.partner_id = ${s.partnerId}::uuid`];
  if (s.status) parts.push(sql`d.status = ${s.status}`);
  if (s.currency) parts.push(sql`d.credit_currency = ${s.currency}`);
  if (s.orderNo) parts.push(sql`d.order_no ilike ${containing(s.orderNo)}`);
  if (s.from) parts.push(sql`d.created_at >= ${s.from.toISOString()}::timestamptz`);
  if (s.to) parts.push(sql`d.created_at <= ${s.to.toISOString()}::timestamptz`);
  return and(parts);
};

export type DepositRow = {
  id: string;
  orderNo: string;
  creditCurrency: string;
  creditedAmount: bigint;
  paidAmount: bigint;
  paymentCurrency: string;
  bankName: string;
  bankAccountNumber: string;
  estimatedArrivalDate: string;
  remark: string;
  status: 'pending' | 'credited' | 'failed';
  failureReason: string | null;
  bankReference: string;
  transactionId: string | null;
  createdAt: Date;
  creditedAt: Date | null;
  ts: string;
};

const DEPOSIT_COLUMNS = sql`d.id::text as id, d.order_no, d.credit_currency, d.credited_amount::text as credited_amount,
  d.paid_amount::text as paid_amount, d.payment_currency, d.bank_name, d.bank_account_number,
  to_char(d.estimated_arrival_date, 'YYYY-MM-DD') as estimated_arrival_date, d.remark, d.status, d.failure_reason,
  d.bank_reference, d.transaction_id::text as transaction_id, d.credited_at,
  to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ts`;

const toDeposit = (r: Record<string, unknown>): DepositRow => ({
  id: String(r.id),
  orderNo: String(r.order_no),
  creditCurrency: String(r.credit_currency).trim(),
  creditedAmount: BigInt(r.credited_amount as string),
  paidAmount: BigInt(r.paid_amount as string),
  paymentCurrency: String(r.payment_currency).trim(),
  bankName: String(r.bank_name),
  bankAccountNumber: String(r.bank_account_number),
  estimatedArrivalDate: String(r.estimated_arrival_date),
  remark: String(r.remark ?? ''),
  status: r.status as DepositRow['status'],
  failureReason: (r.failure_reason as string | null) ?? null,
  bankReference: String(r.bank_reference),
  transactionId: (r.transaction_id as string | null) ?? null,
  createdAt: new Date(String(r.ts)),
  creditedAt: r.credited_at ? new Date(r.credited_at as string) : null,
  ts: String(r.ts),
});

export const pageDeposits = async (db: Tx, s: DepositScope, limit: number, offset: number) => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${DEPOSIT_COLUMNS} from deposit_records d where ${depositWhere(s)}
        order by d.created_at desc, d.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map(toDeposit);
};

export const countDeposits = async (db: Tx, s: DepositScope) => {
  const [r] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from deposit_records d where ${depositWhere(s)}`,
  );
  return Number(r?.n ?? 0);
};

export async function* depositBatches(
  db: Tx,
  s: DepositScope,
  batchSize = 2000,
): AsyncIterable<DepositRow[]> {
  let after: { ts: string; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? sql` and (d.created_at, d.id) < (${after.ts}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const rows = (
      await rowsOf<Record<string, unknown>>(
        db,
        sql`select ${DEPOSIT_COLUMNS} from deposit_records d where ${depositWhere(s)}${keyset}
            order by d.created_at desc, d.id desc limit ${batchSize}`,
      )
    ).map(toDeposit);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { ts: last.ts, id: last.id };
  }
}

export const findDepositByReference = async (db: Tx, bankReference: string, lock = false) => {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${DEPOSIT_COLUMNS}, d.partner_id::text as partner_id from deposit_records d
        where d.bank_reference = ${bankReference} ${lock ? sql`for update` : sql``}`,
  );
  return row ? { ...toDeposit(row), partnerId: String(row.partner_id) } : undefined;
};

export const findDepositByKey = async (db: Tx, partnerId: string, key: string) => {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${DEPOSIT_COLUMNS}, d.request_hash from deposit_records d
        where d.partner_id = ${partnerId}::uuid and d.idempotency_key = ${key}`,
  );
  return row ? { ...toDeposit(row), requestHash: String(row.request_hash) } : undefined;
};

/** A new deposit record; a second one with the same idempotency key is dropped (the caller re-reads). */
export const insertDeposit = (tx: Tx, values: typeof depositRecords.$inferInsert) =>
  tx.insert(depositRecords).values(values).onConflictDoNothing();

/** The bank refused the payment: the record says why and nothing is credited. */
export const failDeposit = (tx: Tx, id: string, failureReason: string) =>
  tx.update(depositRecords).set({ status: 'failed', failureReason }).where(eq(depositRecords.id, id));

/** The bank's money arrived: the record points at its ledger entry and its line in the transaction list. */
export const creditDeposit = (
  tx: Tx,
  id: string,
  credit: { creditedAmount: bigint; entryId: string; transactionId: bigint | null },
) =>
  tx
    .update(depositRecords)
    .set({ status: 'credited', ...credit, creditedAt: sql`now()` })
    .where(eq(depositRecords.id, id));

import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { StatementFilter } from '@remit/contract/statement';
import { rowsOf, type Tx } from '../../db/client';
import {
  accountTransactions,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  statements,
} from '../../db/schema/index';
import type { Period } from './statement.periods';
import { orderedPage } from '../../db/paging';

export type StatementRow = typeof statements.$inferSelect & { accountKind: string };

const filterWhere = (partnerId: string, f: StatementFilter): SQL | undefined =>
  and(
    eq(statements.partnerId, partnerId),
    f.type ? eq(statements.periodType, f.type) : undefined,
    f.currency ? eq(statements.currency, f.currency) : undefined,
    f.dateFrom ? gte(statements.periodStart, new Date(`${f.dateFrom}T00:00:00Z`)) : undefined,
    f.dateTo ? lte(statements.periodStart, new Date(`${f.dateTo}T00:00:00Z`)) : undefined,
  );

const select = (tx: Tx) =>
  tx
    .select({ statement: statements, accountKind: ledgerAccounts.kind })
    .from(statements)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, statements.accountId));

export const pageStatements = async (
  tx: Tx,
  partnerId: string,
  f: StatementFilter,
  page: number,
  size: number,
) => {
  const order = [
    desc(statements.periodStart),
    asc(statements.periodType),
    asc(statements.currency),
    asc(statements.id),
  ];
  const found = await orderedPage(
    tx,
    statements,
    select(tx).$dynamic(),
    filterWhere(partnerId, f),
    order,
    page,
    size,
  );
  return {
    records: found.records.map((r): StatementRow => ({ ...r.statement, accountKind: r.accountKind })),
    total: found.total,
  };
};

export const findStatement = async (tx: Tx, partnerId: string, id: string) => {
  const [row] = await select(tx).where(and(eq(statements.partnerId, partnerId), eq(statements.id, id)));
  return row ? ({ ...row.statement, accountKind: row.accountKind } as StatementRow) : undefined;
};

export type StatementLine = {
  id: bigint;
  createdAt: Date;
  /** The account transaction's id: the number the Transactions screen and its export show for this posting. */
  transactionId: string;
  /** The type as the Transactions screen shows it (a transfer's or an exchange's leg is "in" or "out"). */
  type: number;
  description: string;
  amount: bigint;
};

/**
 * A statement's postings (those timed inside its period, before `asOf`), in keyset batches: a month of a
 * busy account is never all in memory. Ordered by posting id: per account, postings are inserted under the
 * account's row lock, so id order is the order the balance actually moved in. Each line carries the id and type
 * of the posting's account transaction (written with the posting), so a line is found on the Transactions screen.
 */
export async function* statementLines(tx: Tx, s: StatementRow, size = 2000) {
  let after: bigint | undefined;
  for (;;) {
    const rows: StatementLine[] = await tx
      .select({
        id: ledgerPostings.id,
        createdAt: ledgerPostings.createdAt,
        transactionId: sql<string>`${accountTransactions.id}::text`,
        type: accountTransactions.type,
        description: ledgerEntries.description,
        amount: ledgerPostings.amount,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .innerJoin(
        accountTransactions,
        and(
          eq(accountTransactions.partnerId, ledgerPostings.partnerId),
          eq(accountTransactions.postingId, ledgerPostings.id),
        ),
      )
      .where(
        and(
          eq(ledgerPostings.accountId, s.accountId),
          eq(ledgerPostings.partnerId, s.partnerId),
          gte(ledgerPostings.createdAt, s.periodStart),
          lt(ledgerPostings.createdAt, s.asOf),
          after !== undefined ? gt(ledgerPostings.id, after) : undefined,
        ),
      )
      .orderBy(asc(ledgerPostings.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

export type PeriodAggregate = {
  account_id: string;
  partner_id: string;
  kind: string;
  currency: string;
  beginning: string;
  change: string;
  postings: number;
};

/**
 * Per customer account open before `asOf` (of one partner, or all): the sum of its postings before `start`
 * (beginning), the sum and count of those from `start` up to `asOf` (change, postings).
 */
export const periodAggregates = (tx: Tx, start: Date, asOf: Date, partnerId?: string) => {
  const startAt = sql`${start.toISOString()}::timestamptz`;
  const asOfAt = sql`${asOf.toISOString()}::timestamptz`;
  const partnerScope = partnerId ? sql`and a.partner_id = ${partnerId}::uuid` : sql``;
  return rowsOf<PeriodAggregate>(
    tx,
    sql`
      select a.id as account_id, a.partner_id, a.kind, a.currency,
        coalesce(sum(p.amount) filter (where p.created_at < ${startAt}), 0)::text as beginning,
        coalesce(sum(p.amount) filter (where p.created_at >= ${startAt}), 0)::text as change,
        (count(p.id) filter (where p.created_at >= ${startAt}))::int as postings
      from ledger_accounts a
      left join ledger_postings p on p.account_id = a.id and p.created_at < ${asOfAt}
      where a.is_customer and a.created_at < ${asOfAt} ${partnerScope}
      group by a.id, a.partner_id, a.kind, a.currency
      order by a.partner_id, a.id`,
  );
};

/** Writes statements; a provisional one (as of before its period's end) is rewritten, a final one kept. */
export const upsertStatements = async (tx: Tx, values: (typeof statements.$inferInsert)[]) => {
  const written = await tx
    .insert(statements)
    .values(values)
    .onConflictDoUpdate({
      target: [statements.partnerId, statements.accountId, statements.periodType, statements.periodStart],
      set: {
        asOf: sql`excluded.as_of`,
        beginningBalance: sql`excluded.beginning_balance`,
        changeAmount: sql`excluded.change_amount`,
        endingBalance: sql`excluded.ending_balance`,
        postings: sql`excluded.postings`,
        createdAt: sql`now()`,
      },
      // Only a provisional statement is ever rewritten; a closed period's statement is final.
      setWhere: sql`${statements.asOf} < ${statements.periodEnd}`,
    })
    .returning({ id: statements.id });
  return written.length;
};

/** Provisional statements whose period has since ended: the nightly run finalises them. */
export const openPeriodsToClose = async (tx: Tx, now: Date) => {
  const rows = await rowsOf<{ period_type: string; period_start: string | Date; period_end: string | Date }>(
    tx,
    sql`
    select distinct period_type, period_start, period_end from statements
    where as_of < period_end and period_end <= ${now.toISOString()}::timestamptz`,
  );
  return rows.map((r) => ({
    type: r.period_type as Period['type'],
    start: new Date(r.period_start),
    end: new Date(r.period_end),
  }));
};

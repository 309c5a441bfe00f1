import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { StatementFilter } from '@remit/contract/statement';
import type { Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings, statements } from '../../db/schema/index';

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
  const where = filterWhere(partnerId, f);
  const rows = await select(tx)
    .where(where)
    .orderBy(
      desc(statements.periodStart),
      asc(statements.periodType),
      asc(statements.currency),
      asc(statements.id),
    )
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(statements)
    .where(where);
  return {
    records: rows.map((r): StatementRow => ({ ...r.statement, accountKind: r.accountKind })),
    total: count?.n ?? 0,
  };
};

export const findStatement = async (tx: Tx, partnerId: string, id: string) => {
  const [row] = await select(tx).where(and(eq(statements.partnerId, partnerId), eq(statements.id, id)));
  return row ? ({ ...row.statement, accountKind: row.accountKind } as StatementRow) : undefined;
};

export type StatementLine = {
  id: bigint;
  createdAt: Date;
  entryId: string;
  type: number;
  description: string;
  amount: bigint;
};

/**
 * A statement's postings (those timed inside its period, before `asOf`), in keyset batches: a month of a
 * busy account is never all in memory. Ordered by posting id: per account, postings are inserted under the
 * account's row lock, so id order is the order the balance actually moved in.
 */
export async function* statementLines(tx: Tx, s: StatementRow, size = 2000) {
  let after: bigint | undefined;
  for (;;) {
    const rows: StatementLine[] = await tx
      .select({
        id: ledgerPostings.id,
        createdAt: ledgerPostings.createdAt,
        entryId: ledgerPostings.entryId,
        type: ledgerEntries.type,
        description: ledgerEntries.description,
        amount: ledgerPostings.amount,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
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

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statements } from '../../db/schema/index';
import { newId } from '../../platform/crypto';
import { inTransaction } from '../../ledger/ledger.tx';
import { statementFileName, type Period } from './statement.periods';

type Aggregate = {
  account_id: string;
  partner_id: string;
  kind: string;
  currency: string;
  beginning: string;
  change: string;
  postings: number;
};

/**
 * Writes the statements of one period for every customer account (of one partner, or all), in one
 * transaction: all of them or none. Balances are sums of postings by time, so the ending balance is the
 * ledger's balance at the instant `asOf` to the minor unit, and ending = beginning + change always.
 *
 * `asOf` is the period's end, or `now` when the period has not ended (a provisional statement, only from
 * the operator's "generate now"). A repeat run leaves a final statement as it is; a provisional one is
 * recomputed, so the nightly run replaces it once its period is over.
 */
export const generatePeriod = async (
  db: Db,
  period: Period,
  options: { partnerId?: string; now?: Date } = {},
) => {
  const now = options.now ?? new Date();
  const asOf = period.end <= now ? period.end : now;
  const startAt = sql`${period.start.toISOString()}::timestamptz`;
  const asOfAt = sql`${asOf.toISOString()}::timestamptz`;
  const partnerScope = options.partnerId ? sql`and a.partner_id = ${options.partnerId}::uuid` : sql``;
  return inTransaction(db, async (tx) => {
    const result = await tx.execute(sql`
      select a.id as account_id, a.partner_id, a.kind, a.currency,
        coalesce(sum(p.amount) filter (where p.created_at < ${startAt}), 0)::text as beginning,
        coalesce(sum(p.amount) filter (where p.created_at >= ${startAt}), 0)::text as change,
        (count(p.id) filter (where p.created_at >= ${startAt}))::int as postings
      from ledger_accounts a
      left join ledger_postings p on p.account_id = a.id and p.created_at < ${asOfAt}
      where a.is_customer and a.created_at < ${asOfAt} ${partnerScope}
      group by a.id, a.partner_id, a.kind, a.currency
      order by a.partner_id, a.id`);
    const rows = (result as unknown as { rows: Aggregate[] }).rows.filter(
      // A partner account gets its statement every period; a merchant or card account only when it held
      // money or moved (thousands of idle cards would otherwise fill the list with zeros).
      (r) => r.kind === 'partner' || r.postings > 0 || BigInt(r.beginning) !== 0n,
    );
    if (rows.length === 0) return 0;
    const values = rows.map((r) => {
      const beginning = BigInt(r.beginning);
      const change = BigInt(r.change);
      return {
        id: newId(),
        partnerId: r.partner_id,
        accountId: r.account_id,
        currency: r.currency,
        periodType: period.type,
        periodStart: period.start,
        periodEnd: period.end,
        asOf,
        beginningBalance: beginning,
        changeAmount: change,
        endingBalance: beginning + change,
        postings: r.postings,
        fileName: statementFileName(period.type, r.currency, period.start, {
          id: r.account_id,
          kind: r.kind,
        }),
      };
    });
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
  });
};

/** Provisional statements whose period has since ended: the nightly run finalises them. */
export const openPeriodsToClose = async (db: Db, now: Date) => {
  const result = await db.execute(sql`
    select distinct period_type, period_start, period_end from statements
    where as_of < period_end and period_end <= ${now.toISOString()}::timestamptz`);
  return (
    result as unknown as {
      rows: { period_type: string; period_start: string | Date; period_end: string | Date }[];
    }
  ).rows.map((r) => ({
    type: r.period_type as Period['type'],
    start: new Date(r.period_start),
    end: new Date(r.period_end),
  }));
};

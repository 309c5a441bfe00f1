import type { Db } from '../../db/client';
import { newId } from '../../platform/crypto';
import { inTransaction } from '../../ledger/ledger.tx';
import { statementFileName, type Period } from './statement.periods';
import { periodAggregates, upsertStatements } from './statement.repository';

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
  return inTransaction(db, async (tx) => {
    const aggregates = await periodAggregates(tx, period.start, asOf, options.partnerId);
    const rows = aggregates.filter(
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
    return upsertStatements(tx, values);
  });
};

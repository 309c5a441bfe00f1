import { eq, sql } from 'drizzle-orm';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { rowsOf, type Db } from '../client';
import { partners } from '../schema/index';
import { ensureAccount, partnerAccount } from '../../ledger/ledger.accounts';
import { generatePeriod } from '../../domains/statement/statement.generate';
import { isoDay, periodsOf } from '../../domains/statement/statement.periods';

/**
 * Demo reporting, after the rest of the demo seed: every tenant's account in each balance currency (spec §3:
 * USD, EUR, MXN, BRL; opened empty, idempotently), and the statements of every day and month of the seeded
 * ledger history that has already ended — what the nightly run would have produced over those days.
 */
export const seedReporting = async (db: Db, now = new Date()) => {
  const tenants = await db.select({ id: partners.id }).from(partners).where(eq(partners.isOperator, false));
  for (const tenant of tenants)
    for (const currency of DEFAULT_BALANCE_CURRENCIES)
      await ensureAccount(db, partnerAccount(tenant.id, currency));

  const [row] = await rowsOf<{ first: string | Date | null }>(
    db,
    sql`select min(created_at) as first from ledger_postings`,
  );
  const first = row?.first;
  if (!first) return;
  // The seeded history is written now and dated back, so its accounts look opened today and no past period
  // would include them. The demo's customer accounts have been open since its first day.
  await db.execute(sql`
    update ledger_accounts set created_at = ${new Date(first).toISOString()}::timestamptz
    where is_customer and created_at > ${new Date(first).toISOString()}::timestamptz`);
  const today = isoDay(now);
  for (let day = isoDay(new Date(first)); day < today; day = isoDay(new Date(Date.parse(day) + 86_400_000))) {
    const { daily, monthly } = periodsOf(day);
    await generatePeriod(db, daily, { now });
    if (isoDay(new Date(monthly.end.getTime() - 86_400_000)) === day && monthly.end <= now)
      await generatePeriod(db, monthly, { now });
  }
};

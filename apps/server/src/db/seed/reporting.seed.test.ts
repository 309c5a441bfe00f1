import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { toDecimal } from '@remit/contract/money';
import type { StatementRecord } from '@remit/contract/statement';
import { useTestApp, useSignedIn, demo } from '../../../test/helpers/app';
import { reconcile } from '../../ledger/ledger.reconcile';
import { readCsv } from '../../platform/exports/csv-read';
import { isoDay } from '../../domains/statement/statement.periods';
import { rowsOf } from '../client';
import { users } from '../schema/index';

/**
 * The demo a new user opens: a freshly seeded database already lists the daily and monthly statements of
 * the demo's past, and each of them agrees with the ledger's postings to the minor unit.
 */
let partnerId: string;
const today = isoDay(new Date());

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.db, query);

/** Every statement of one type and currency, oldest first (the list answers newest first). */
const allStatements = async (type: 'daily' | 'monthly', currency: string) => {
  const out: StatementRecord[] = [];
  for (let page = 1; ; page++) {
    const data = (await t.cms(tokens.admin, 'statement', 'page', { type, currency, page, size: 100 })).json()
      .data;
    out.push(...(data.records as StatementRecord[]));
    if (out.length >= data.total || data.records.length === 0) break;
  }
  return out.reverse();
};

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
beforeAll(async () => {
  const [u] = await t.db.select().from(users).where(eq(users.email, demo.admin));
  partnerId = u!.partnerId;
});

describe('the demo seed’s statements', () => {
  it('has a final daily statement for every past day the USD account moved, with its postings counted', async () => {
    const moved = await rows<{ day: string; n: number }>(sql`
      select to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      where a.partner_id = ${partnerId}::uuid and a.kind = 'partner' and a.currency = 'USD'
        and p.created_at < ${`${today}T00:00:00Z`}::timestamptz
      group by 1 order by 1`);
    expect(moved.length).toBeGreaterThan(10);
    const daily = await allStatements('daily', 'USD');
    const byDay = new Map(daily.filter((s) => s.accountKind === 'partner').map((s) => [s.date, s]));
    for (const { day, n } of moved) {
      expect(byDay.get(day), day).toMatchObject({ postings: n, provisional: false });
    }
  });

  it('chains and reconciles: each ending = beginning + change = the sum of postings up to its end', async () => {
    const daily = (await allStatements('daily', 'USD')).filter((s) => s.accountKind === 'partner');
    const monthly = (await allStatements('monthly', 'USD')).filter((s) => s.accountKind === 'partner');
    expect(monthly.length).toBeGreaterThanOrEqual(1);
    for (const list of [daily, monthly]) {
      for (let i = 0; i < list.length; i++) {
        const s = list[i]!;
        const [ledger] = await rows<{ total: string }>(sql`
          select coalesce(sum(amount), 0)::text as total from ledger_postings
          where account_id = ${s.accountId}::uuid and created_at < ${s.asOf}::timestamptz`);
        expect(s.endingBalance, `${s.type} ${s.date}`).toBe(toDecimal(BigInt(ledger!.total), 'USD'));
        const cents = (v: string) => BigInt(v.replace('.', ''));
        expect(cents(s.beginningBalance) + cents(s.changeAmount)).toBe(cents(s.endingBalance));
        if (i > 0) expect(s.beginningBalance, `${s.type} ${s.date}`).toBe(list[i - 1]!.endingBalance);
      }
    }
    expect((await reconcile(t.db, partnerId)).ok).toBe(true);
  });

  it('downloads a past month’s statement as CSV (its postings) and as PDF', async () => {
    const monthly = (await allStatements('monthly', 'USD')).filter(
      (s) => s.accountKind === 'partner' && !s.provisional && s.postings > 0,
    );
    const s = monthly[0]!;
    expect(s).toBeDefined();
    const csv = await t.cms(tokens.admin, 'statement', 'export', { id: s.id, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    const lines = readCsv(csv.rawPayload.toString('utf8').slice(1)).filter((r) => r.length > 1);
    expect(lines.length - 1).toBe(s.postings);
    expect(lines.at(-1)!.at(-1)).toBe(s.endingBalance);
    const pdf = await t.cms(tokens.admin, 'statement', 'export', { id: s.id, format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1').startsWith('%PDF-')).toBe(true);
  });
});

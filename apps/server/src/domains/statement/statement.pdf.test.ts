import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StatementRecord } from '@remit/contract/statement';
import { useTestApp, useSignedIn, demo } from '../../../test/helpers/app';
import { pdfTable } from '../../../test/audit/pdf-table';
import { statements, users } from '../../db/schema/index';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { postEntry } from '../../ledger/ledger.post';
import { reconcile } from '../../ledger/ledger.reconcile';
import { readCsv } from '../../platform/exports/csv-read';
import { isoDay } from './statement.periods';

/**
 * A statement whose descriptions wrap onto several lines, so that rows meet the end of a page: each PDF row is
 * whole on one page, under the table's headings, with its id, amount and balance beside it, as in the CSV.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'operator');
const today = isoDay(new Date());
let partnerId: string;
let statement: StatementRecord;

/** Descriptions of 1 to 10 wrapped lines in turn (at most 255 characters), like a bank's remittance text. */
const description = (n: number) =>
  `Incoming wire fee ${n} ` + 'for the remittance of invoice INV-2026-0042, Muster GmbH '.repeat(n % 5);

beforeAll(async () => {
  const [u] = await t.db.select().from(users).where(eq(users.email, demo.admin));
  partnerId = u!.partnerId;
  const brl = await ensureAccount(t.db, partnerAccount(partnerId, 'BRL'));
  const bank = await ensureAccount(t.db, platformAccount(partnerId, 'platform_bank', 'BRL'));
  await t.db
    .delete(statements)
    .where(and(eq(statements.partnerId, partnerId), eq(statements.accountId, brl.id)));
  for (let n = 1; n <= 60; n++)
    await postEntry(t.db, {
      partnerId,
      type: 100,
      idempotencyKey: `pdf-rows-${n}`,
      description: description(n),
      postings: [
        { accountId: bank.id, amount: -BigInt(n * 101) },
        { accountId: brl.id, amount: BigInt(n * 101) },
      ],
    });
  const made = await t.cms(tokens.operator, 'statement', 'call', {
    action: 'generate',
    date: today,
    partnerId,
  });
  expect(made.statusCode, made.body).toBe(200);
  const page = await t.cms(tokens.admin, 'statement', 'page', {
    type: 'daily',
    currency: 'BRL',
    dateFrom: today,
    dateTo: today,
  });
  statement = (page.json().data.records as StatementRecord[])[0]!;
});

describe('the PDF statement across pages', () => {
  it('keeps every row whole on one page, under the headings, with its id, amount and balance', async () => {
    const csvRes = await t.cms(tokens.admin, 'statement', 'export', { id: statement.id, format: 'csv' });
    const [header, ...csv] = readCsv(csvRes.rawPayload.toString('utf8').slice(1));
    expect(csv).toHaveLength(60);
    const pdfRes = await t.cms(tokens.admin, 'statement', 'export', { id: statement.id, format: 'pdf' });
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    const pdf = await pdfTable(pdfRes.rawPayload, header!);
    // Several pages, each of them under the headings.
    expect(pdf.numPages).toBeGreaterThan(2);
    expect(pdf.pages).toBe(pdf.numPages);
    // Row for row: time, id, type, amount and balance side by side, the description whole.
    const norm = (s: string) => s.replace(/\s+/g, '');
    expect(pdf.rows.map((r) => [r[1], r[2], r[4], r[5], norm(r[3]!)])).toEqual(
      csv.map((r) => [r[1], r[2], r[4], r[5], norm(r[3]!)]),
    );
    expect(pdf.rows.every((r) => r[0] !== '')).toBe(true);
    expect((await reconcile(t.db, partnerId)).ok).toBe(true);
  });
});

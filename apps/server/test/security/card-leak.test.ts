import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';
import { createTestApp, demo, type TestApp } from '../helpers/app';
import { revealCard } from '../helpers/cards';
import { approvedMerchant } from '../helpers/merchants';
import { partnerIdByName } from '../helpers/orders';

/**
 * The card-data leak scan: after issuing cards and using every call that touches card data (the sensitive
 * view, top-ups, PIN and ACS password, cardholder mail, direct and background exports), no full PAN and no
 * CVV2 is anywhere at rest or in transit to a person: not in any table of the database (read whole, every
 * schema, the job queue's included), the server log, an export file written to DATA_DIR or the storage
 * folder, or a mail.
 */
let t: TestApp;
let dataDir: string;
let admin: string;
const issued: { id: string; pan: string; cvv2: string; expiry: string }[] = [];

const VISA = '01900000-0000-7000-8000-00000000c001';
const MASTERCARD = '01900000-0000-7000-8000-00000000c002';

beforeAll(async () => {
  process.env.CARD_ISSUER_SANDBOX_DELAY_SECONDS = '0';
  process.env.CARD_SENSITIVE_RATE_LIMIT = '100';
  dataDir = await mkdtemp(path.join(tmpdir(), 'remit-leak-'));
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', DATA_DIR: dataDir });
  admin = await t.login(demo.admin);
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ok = <T>(res: { statusCode: number; body: string; json: () => unknown }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
};

/** Every row of every table, as text: what a dump of the database holds. */
const databaseText = async () => {
  const tables = await rowsOf<{ table_schema: string; table_name: string }>(
    t.db,
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { table_schema, table_name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      t.db,
      sql.raw(`select t::text as row from "${table_schema}"."${table_name}" t`),
    );
    parts.push(...rows.map((r) => `${table_schema}.${table_name} ${r.row}`));
  }
  return { text: parts.join('\n'), tables: tables.length };
};

/** The PAN as a person might write it: plain, in groups of four with spaces or dashes. */
const panForms = (pan: string) => [
  pan,
  pan.replace(/(\d{4})(?=\d)/g, '$1 '),
  pan.replace(/(\d{4})(?=\d)/g, '$1-'),
];
/** A CVV2 written as a labelled value (a bare 3-digit number is everywhere, so the label is what leaks). */
const cvvLabelled = (cvv2: string) => new RegExp(`cvv2?["'\\s]*[:=：]\\s*["']?${cvv2}\\b`, 'i');

describe('card data at rest and in every output', () => {
  it('issues cards and uses every call that touches card data', { timeout: 600_000 }, async () => {
    const partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
    const merchantId = await approvedMerchant(t.db, partnerId, ['USD']);
    for (const [productId, funding] of [
      [VISA, 'shared'],
      [MASTERCARD, 'topUp'],
      [VISA, 'topUp'],
    ] as const) {
      const record = ok<{ id: string }>(
        await t.cms(admin, 'card', 'create', {
          merchantId,
          productId,
          model: 'virtual',
          cardType: 'commercial',
          funding,
          currency: 'USD',
        }),
      );
      let cardId: string | null = null;
      for (let i = 0; i < 480 && !cardId; i++) {
        const page = ok<{ records: { id: string; cardId: string | null; status: string }[] }>(
          await t.cms(admin, 'card', 'page', { view: 'applyRecords', size: 100 }),
        );
        cardId = page.records.find((r) => r.id === record.id && r.status === 'success')?.cardId ?? null;
        if (!cardId) await new Promise((r) => setTimeout(r, 250));
      }
      expect(cardId).not.toBeNull();
      const shown = ok<{ pan: string; cvv2: string; expiry: string }>(await revealCard(t, admin, cardId!));
      issued.push({ id: cardId!, ...shown });
    }
    expect(new Set(issued.map((c) => c.pan)).size).toBe(3);

    const [shared, topUp] = issued as [(typeof issued)[0], (typeof issued)[0]];
    ok(await t.cms(admin, 'card', 'call', { id: shared.id, action: 'setPin', pin: '2580' }));
    ok(
      await t.cms(admin, 'card', 'call', { id: shared.id, action: 'setAcsPassword', password: 'Secure3DS1' }),
    );
    ok(await t.cms(admin, 'card', 'call', { id: shared.id, action: 'sendInfo' }));
    ok(await t.cms(admin, 'card', 'call', { id: shared.id, action: 'sendResetCode', secret: 'pin' }));
    ok(await t.cms(admin, 'card', 'call', { id: shared.id, action: 'block', reason: 'leak scan' }));
    const topUpAnswer = await t.cms(admin, 'card', 'call', {
      id: topUp.id,
      action: 'topUp',
      amount: '1.00',
      idempotencyKey: `leak-${topUp.id}`,
    });
    // The approved test merchant's account may be empty: a refusal is a fine answer here, a leak is not.
    expect([200, 400, 409]).toContain(topUpAnswer.statusCode);
    for (const c of issued) {
      for (const op of ['get', 'page', 'list'] as const) {
        const res = await t.cms(admin, 'card', op, op === 'get' ? { id: c.id } : { size: 100 });
        expect(res.statusCode).toBe(200);
        for (const form of panForms(c.pan)) expect(res.body).not.toContain(form);
      }
    }

    // A direct export, and a background one written to DATA_DIR for Trade download.
    const direct = await t.cms(admin, 'card', 'export', { view: 'cards', format: 'csv', filter: {} });
    expect(direct.statusCode).toBe(200);
    expect(direct.body).toContain(issued[0]!.pan.slice(-4));
    for (const c of issued) expect(direct.body).not.toContain(c.pan);
    for (const [kind, format] of [
      ['cards', 'csv'],
      ['cards', 'xlsx'],
      ['cardApplyRecords', 'csv'],
    ] as const) {
      const job = ok<{ id: string }>(
        await t.cms(admin, 'tradeDownload', 'create', { kind, format, filter: {} }),
      );
      let status = 'queued';
      for (let i = 0; i < 480 && status !== 'done' && status !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = ok<{ status: string }>(await t.cms(admin, 'tradeDownload', 'get', { id: job.id })).status;
      }
      expect(status).toBe('done');
    }
  });

  it('finds no PAN and no labelled CVV2 in the database, the log, the files or the mail', async () => {
    expect(issued).toHaveLength(3);
    const { text: dump, tables } = await databaseText();
    expect(tables).toBeGreaterThan(20);
    // The scan sees what it should: each card's last 4 and its sealed PAN are in the dump.
    for (const c of issued) expect(dump).toContain(c.pan.slice(-4));

    const files = await filesUnder(dataDir);
    const exportsWritten = files.filter((f) => /\.(csv|xlsx)$/.test(f));
    expect(exportsWritten.length).toBeGreaterThanOrEqual(3);
    // XLSX is zipped: its text is read from the sheet inside, so a PAN in a cell cannot hide in the zip.
    const fileTexts = await Promise.all(
      files.map(async (f) => {
        const bytes = await readFile(f);
        if (!f.endsWith('.xlsx')) return bytes.toString('utf8');
        const { default: ExcelJS } = await import('exceljs');
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(bytes as unknown as ArrayBuffer);
        const cells: string[] = [];
        book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
        return cells.join('\n');
      }),
    );
    const mails = t.smtp.inbox.map((m) => m.raw).join('\n');
    expect(t.smtp.inbox.length).toBeGreaterThanOrEqual(2);
    const log = t.logLines.join('\n');

    const places = { database: dump, log, files: fileTexts.join('\n'), mail: mails };
    const found: string[] = [];
    for (const [place, text] of Object.entries(places))
      for (const c of issued) {
        for (const form of panForms(c.pan))
          if (text.includes(form)) found.push(`${place}: PAN ${c.pan.slice(-4)}`);
        if (cvvLabelled(c.cvv2).test(text)) found.push(`${place}: CVV2 of ${c.pan.slice(-4)}`);
      }
    expect(found).toEqual([]);
  });
});

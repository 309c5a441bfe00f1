import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rowsOf } from '../../db/client';
import { cardApplyRecords, cards, merchants } from '../../db/schema/index';
import { BULK_SHEET_LIMITS, MAX_BULK_ROWS } from '@remit/contract/card';
import { CARD_EXPIRY_QUEUE } from './card.plugin';
import { readCsv } from '../../platform/exports/csv-read';
import { revealCard, useCardApp } from '../../../test/helpers/cards';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { partnerIdByName } from '../../../test/helpers/orders';
import { multipart } from '../../../test/helpers/multipart';

let partnerId: string;
let merchantNo: string;
let closedNo: string;

const VISA_NAME = 'Visa Business (test range)';
const MC_NAME = 'Mastercard Corporate (test range)';
const HEADING =
  'merchantNo,productName,model,cardType,funding,currency,cardholderName,shippingAddress,shippingCity,shippingPostalCode,shippingCountry';

const upload = (token: string, file: { name: string; type: string; bytes: Buffer }) => {
  const { payload, contentType } = multipart({}, { file });
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/cms/card/upload',
    payload,
    headers: { access_token: token, 'content-type': contentType },
  });
};
const csvFile = (lines: string[]) => ({
  name: 'cards.csv',
  type: 'text/csv',
  bytes: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`),
});
const xlsxFile = async (rows: string[][]) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cards');
  for (const r of rows) ws.addRow(r);
  return {
    name: 'cards.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: Buffer.from(await wb.xlsx.writeBuffer()),
  };
};

type UploadData = {
  rows: number;
  accepted: number;
  applyRecordIds: string[];
  errors: { line: number; field: string; reason: string }[];
};

/** Waits for the sandbox issuer to answer every apply record of the partner. */
const allSettled = async () => {
  for (let i = 0; i < 640; i++) {
    const rows = await t.db.select().from(cardApplyRecords).where(eq(cardApplyRecords.partnerId, partnerId));
    if (rows.every((a) => a.status === 'success' || a.status === 'failed')) return rows;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('apply records were not answered');
};

/** Every issued card's full PAN and CVV2, through the sensitive view. */
const secretsOf = async (cardIds: string[]) => {
  const out: { id: string; pan: string; cvv2: string }[] = [];
  for (const id of cardIds) {
    const res = await revealCard(t, tokens.admin, id);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
    const d = res.json().data as { pan: string; cvv2: string };
    out.push({ id, pan: d.pan, cvv2: d.cvv2 });
  }
  return out;
};

const appliesOf = (ids: string[]) =>
  ids.length ? t.db.select().from(cardApplyRecords).where(inArray(cardApplyRecords.id, ids)) : [];

const { t, tokens } = useCardApp('50');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  const id = await approvedMerchant(t.db, partnerId, ['USD', 'EUR']);
  const closed = await approvedMerchant(t.db, partnerId, ['USD'], 'closed');
  const rows = await t.db
    .select()
    .from(merchants)
    .where(inArray(merchants.id, [id, closed]));
  merchantNo = rows.find((m) => m.id === id)!.merchantNo;
  closedNo = rows.find((m) => m.id === closed)!.merchantNo;
});

describe('the demo cards', () => {
  it('approved demo merchants have virtual and physical, shared and top-up cards in several states', async () => {
    const page = (await t.cms(tokens.admin, 'card', 'page', { pageSize: 50 })).json().data as {
      records: { id: string; merchantName: string; status: string; model: string; funding: string }[];
    };
    const demoCards = page.records.filter((r) => /Wei Chen|María/.test(r.merchantName));
    expect(new Set(demoCards.map((c) => c.status))).toEqual(
      new Set(['normal', 'blocked', 'unactivated', 'lost']),
    );
    expect(new Set(demoCards.map((c) => c.model))).toEqual(new Set(['virtual', 'physical']));
    expect(new Set(demoCards.map((c) => c.funding))).toEqual(new Set(['shared', 'topUp']));
    expect(new Set(demoCards.map((c) => c.merchantName.split(' ')[0]))).toEqual(new Set(['Wei', 'María']));
    const balances = (await t.cms(tokens.admin, 'card', 'list', { funding: 'topUp', pageSize: 50 })).json()
      .data as {
      records: { cardId: string; balance: string }[];
    };
    expect(balances.records.map((b) => b.balance)).toContain('300.00');
    const lost = demoCards.find((c) => c.status === 'lost')!;
    const detail = (await t.cms(tokens.admin, 'card', 'get', { id: lost.id })).json().data;
    expect(detail.history.map((e: { action: string }) => e.action)).toEqual(['loss', 'activate', 'issue']);
    // Sealed as the app seals them: the sensitive view opens the seeded PAN.
    const [secret] = await secretsOf([lost.id]);
    expect(secret!.pan).toMatch(/^55999901\d{8}$/);
  });
});

describe('card/upload (bulk apply)', () => {
  it('a CSV with mixed rows: one apply record per valid row, each invalid row with its line and reason', async () => {
    const res = await upload(
      tokens.admin,
      csvFile([
        HEADING,
        `${merchantNo},${VISA_NAME},virtual,commercial,shared,USD,,,,,`,
        `${merchantNo},${MC_NAME},Standard,personal,Top-up,eur,Jane Doe,"1 Main St, Apt 2",Springfield,12345,us`,
        `${merchantNo},${VISA_NAME},physical,commercial,shared,USD,,,,,`,
        `M999999,${VISA_NAME},virtual,commercial,shared,USD,,,,,`,
        `${closedNo},${VISA_NAME},virtual,commercial,shared,USD,,,,,`,
        '',
        `${merchantNo},No Such Product,virtual,commercial,shared,USD,,,,,`,
        `${merchantNo},${VISA_NAME},virtual,commercial,shared,JPY,,,,,`,
        `${merchantNo},${VISA_NAME},hologram,commercial,shared,USD,,,,,`,
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as UploadData;
    expect(data.rows).toBe(8);
    expect(data.accepted).toBe(2);
    const lines = [...new Set(data.errors.map((e) => e.line))];
    expect(lines).toEqual([4, 5, 6, 8, 9, 10]);
    const at = (line: number) => data.errors.filter((e) => e.line === line);
    expect(
      at(4)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['shippingAddress', 'shippingCity', 'shippingCountry']);
    expect(at(5)).toEqual([{ line: 5, field: 'merchantNo', reason: 'The merchant was not found.' }]);
    expect(at(6)[0]).toMatchObject({ field: 'merchantNo' });
    expect(at(6)[0]!.reason).toMatch(/closed/i);
    expect(at(8)[0]).toMatchObject({ field: 'productName', reason: 'The card product was not found.' });
    expect(at(9)[0]).toMatchObject({ field: 'currency' });
    expect(at(10)[0]).toMatchObject({ field: 'model' });

    const applies = await appliesOf(data.applyRecordIds);
    expect(applies.map((a) => a.batchLine).sort()).toEqual([2, 3]);
    const physical = applies.find((a) => a.batchLine === 3)!;
    expect(physical).toMatchObject({
      model: 'physical',
      cardType: 'personal',
      funding: 'topUp',
      currency: 'EUR',
      cardholderName: 'JANE DOE',
      shippingAddress: '1 Main St, Apt 2',
      shippingCountry: 'US',
    });
    expect(applies.every((a) => a.batchId && a.batchId === applies[0]!.batchId)).toBe(true);

    // The Apply Records list shows them with their line.
    const page = (await t.cms(tokens.admin, 'card', 'page', { view: 'applyRecords', pageSize: 50 })).json()
      .data;
    expect(
      page.records.filter((r: { batchLine: number | null }) => r.batchLine !== null).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('an XLSX sheet with mixed rows, columns in any order and case', async () => {
    const res = await upload(
      tokens.admin,
      await xlsxFile([
        ['Currency', 'Merchant No', 'Product Name', 'Model', 'Card Type', 'Funding'],
        ['USD', merchantNo, VISA_NAME, 'Virtual', 'Commercial', 'Shared'],
        ['USD', merchantNo, VISA_NAME, 'virtual', 'business', 'shared'],
        ['EUR', merchantNo, MC_NAME, 'virtual', 'personal', 'topUp'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as UploadData;
    expect(data).toMatchObject({ rows: 3, accepted: 2 });
    expect(data.errors).toHaveLength(1);
    expect(data.errors[0]).toMatchObject({ line: 3, field: 'cardType' });
    expect((await appliesOf(data.applyRecordIds)).map((a) => a.batchLine).sort()).toEqual([2, 4]);
  });

  it('nothing is recorded for a file of invalid rows only; bad files and too many rows are refused whole', async () => {
    const before = (
      await t.db.select().from(cardApplyRecords).where(eq(cardApplyRecords.partnerId, partnerId))
    ).length;
    const none = await upload(
      tokens.admin,
      csvFile([HEADING, `M999999,${VISA_NAME},virtual,commercial,shared,USD`]),
    );
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toMatchObject({ rows: 1, accepted: 0, applyRecordIds: [] });

    const noHeading = await upload(
      tokens.admin,
      csvFile([`${merchantNo},${VISA_NAME},virtual,commercial,shared,USD`]),
    );
    expect(noHeading.statusCode).toBe(400);
    expect(noHeading.json().code).toBe('40025');

    const many = Array.from(
      { length: 1001 },
      () => `${merchantNo},${VISA_NAME},virtual,commercial,shared,USD`,
    );
    const tooMany = await upload(tokens.admin, csvFile([HEADING, ...many]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('40026');

    const notXlsx = await upload(tokens.admin, {
      name: 'cards.xlsx',
      type: 'text/plain',
      bytes: Buffer.from('PK\u0003\u0004junk'),
    });
    expect(notXlsx.statusCode).toBe(400);

    const noFile = await t.cms(tokens.admin, 'card', 'upload', {});
    expect(noFile.statusCode).toBe(400);

    const after = (
      await t.db.select().from(cardApplyRecords).where(eq(cardApplyRecords.partnerId, partnerId))
    ).length;
    expect(after).toBe(before);
  });

  it('a sheet past its limits (a zip bomb, too many rows or columns, a too-long cell) is refused whole, in both languages', async () => {
    const before = (
      await t.db.select().from(cardApplyRecords).where(eq(cardApplyRecords.partnerId, partnerId))
    ).length;
    const row = [merchantNo, VISA_NAME, 'virtual', 'commercial', 'shared', 'USD'];
    const heading = HEADING.split(',').slice(0, 6);
    const refusal = async (file: { name: string; type: string; bytes: Buffer }, language = 'en') => {
      const { payload, contentType } = multipart({}, { file });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/portal/cms/card/upload',
        payload,
        headers: { access_token: tokens.admin, 'content-type': contentType, language },
      });
      return { status: res.statusCode, ...(res.json() as { code: string; msg: string }) };
    };

    // One cell that unpacks just past the limit, from a file of a few kilobytes: refused before it is parsed.
    const bomb = await xlsxFile([
      heading,
      [...row.slice(0, 5), 'A'.repeat(BULK_SHEET_LIMITS.unpackedBytes + 1)],
    ]);
    expect(bomb.bytes.length).toBeLessThan(64 * 1024);
    expect(await refusal(bomb)).toMatchObject({
      status: 413,
      code: '41311',
      msg: 'The sheet unpacks to more than 8 MB (8,388,608 bytes); a bulk apply sheet must be smaller.',
    });
    expect((await refusal(bomb, 'zh_CN')).msg).toBe(
      '表格解压后超过 8 MB（8,388,608 字节），批量申请表格须更小。',
    );

    const rows = Array.from({ length: MAX_BULK_ROWS + 1 }, () => row);
    expect(await refusal(await xlsxFile([heading, ...rows]))).toMatchObject({
      status: 400,
      code: '40026',
      msg: `A bulk apply takes at most ${MAX_BULK_ROWS} rows; this file has more.`,
    });

    const wide = [...heading, ...Array.from({ length: BULK_SHEET_LIMITS.columns }, (_, i) => `extra${i}`)];
    const tooWide = {
      status: 400,
      code: '40032',
      msg: 'Line 1 has more than 50 columns; a bulk apply sheet has at most 50.',
    };
    expect(await refusal(await xlsxFile([wide, row]))).toMatchObject(tooWide);
    expect(await refusal(csvFile([wide.join(','), row.join(',')]))).toMatchObject(tooWide);
    expect((await refusal(csvFile([wide.join(','), row.join(',')]), 'zh_CN')).msg).toBe(
      '第 1 行超过 50 列；批量申请表格最多 50 列。',
    );

    const long = [...heading, 'cardholderName'];
    const longCell = [...row, 'N'.repeat(BULK_SHEET_LIMITS.cellChars + 1)];
    const tooLong = {
      status: 400,
      code: '40033',
      msg: 'Line 2, column 7 holds more than 1000 characters; a bulk apply cell has at most 1000.',
    };
    expect(await refusal(await xlsxFile([long, longCell]))).toMatchObject(tooLong);
    expect(await refusal(csvFile([long.join(','), longCell.join(',')]))).toMatchObject(tooLong);

    const after = (
      await t.db.select().from(cardApplyRecords).where(eq(cardApplyRecords.partnerId, partnerId))
    ).length;
    expect(after).toBe(before);
  });

  it('needs the right to apply; another partner cannot name this partner’s merchants', async () => {
    const file = csvFile([HEADING, `${merchantNo},${VISA_NAME},virtual,commercial,shared,USD`]);
    expect((await upload(tokens.viewer, file)).statusCode).toBe(403);
    const res = await upload(tokens.other, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ accepted: 0, errors: [{ line: 2, field: 'merchantNo' }] });
  });
});

describe('card/export and the cards export kind', () => {
  it('lists the cards with BIN and last 4 only, never a full PAN (CSV and XLSX, both routes)', async () => {
    const applies = await allSettled();
    const cardIds = applies.filter((a) => a.cardId).map((a) => a.cardId!);
    expect(cardIds.length).toBeGreaterThanOrEqual(4);
    const secrets = await secretsOf(cardIds);

    const csv = await t.cms(tokens.admin, 'card', 'export', { format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = readCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toContain('Card No.');
    expect(rows.length - 1).toBe(cardIds.length);
    for (const { pan } of secrets) {
      expect(csv.body).toContain(`${pan.slice(0, 8)}******${pan.slice(-4)}`);
      expect(csv.body).not.toContain(pan);
    }

    const xlsx = await t.cms(tokens.admin, 'export', 'export', { kind: 'cards', format: 'xlsx', filter: {} });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.worksheets[0]!.eachRow((row) => row.eachCell((c) => cells.push(c.text)));
    const text = cells.join('\n');
    for (const { pan, cvv2 } of secrets) {
      expect(text).toContain(pan.slice(-4));
      expect(text).not.toContain(pan);
      expect(cells).not.toContain(cvv2);
    }

    // Filters are the list's own; the Apply Records view has its lines and reasons.
    const filtered = await t.cms(tokens.admin, 'card', 'export', {
      format: 'csv',
      filter: { funding: 'topUp' },
    });
    expect(readCsv(filtered.body.replace(/^\uFEFF/, '')).length - 1).toBe(
      applies.filter((a) => a.cardId && a.funding === 'topUp').length,
    );
    const bad = await t.cms(tokens.admin, 'card', 'export', { format: 'csv', filter: { status: 'sparkly' } });
    expect(bad.statusCode).toBe(400);
    const appliesCsv = await t.cms(tokens.admin, 'card', 'export', { format: 'csv', view: 'applyRecords' });
    expect(appliesCsv.statusCode).toBe(200);
    expect(appliesCsv.body).toContain('File line');
    expect(readCsv(appliesCsv.body.replace(/^\uFEFF/, '')).length - 1).toBe(applies.length);

    // Another partner's export holds none of these cards.
    const theirs = await t.cms(tokens.other, 'card', 'export', { format: 'csv' });
    for (const { pan } of secrets)
      expect(theirs.body).not.toContain(pan.slice(0, 8) + '******' + pan.slice(-4));
  });
});

describe('the daily expiry job', () => {
  it('is scheduled daily in UTC and moves Normal cards past their month to Expired', async () => {
    const schedules = await t.jobs.boss.getSchedules();
    expect(schedules.find((x) => x.name === CARD_EXPIRY_QUEUE)).toMatchObject({
      cron: '10 0 * * *',
      timezone: 'UTC',
    });

    const [card] = await t.db
      .select()
      .from(cards)
      .where(eq(cards.partnerId, partnerId))
      .then((rows) => rows.filter((c) => c.status === 'normal'));
    await t.db.update(cards).set({ expiryYear: 2021, expiryMonth: 6 }).where(eq(cards.id, card!.id));
    await t.jobs.send(CARD_EXPIRY_QUEUE, {});
    let status = 'normal';
    for (let i = 0; i < 320 && status !== 'expired'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await t.db.select().from(cards).where(eq(cards.id, card!.id)))[0]!.status;
    }
    expect(status).toBe('expired');
    const detail = (await t.cms(tokens.admin, 'card', 'get', { id: card!.id })).json().data;
    expect(detail.history[0]).toMatchObject({ action: 'expire', channel: 'system' });
  });
});

describe('leak scan', () => {
  /** Every row of every table (the job queue's included) as JSON text. */
  const databaseText = async () => {
    const tables = await rowsOf<{ s: string; n: string }>(
      t.db,
      sql`select table_schema as s, table_name as n from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.length).toBeGreaterThan(20);
    const out: string[] = [];
    for (const { s: schema, n } of tables) {
      const res = await rowsOf<{ j: string }>(
        t.db,
        sql.raw(`select row_to_json(t)::text as j from "${schema}"."${n}" t`),
      );
      for (const r of res) out.push(`${schema}.${n}: ${r.j}`);
    }
    return out;
  };

  it('no issued card’s full PAN or CVV2 in the database, the server log or an export', async () => {
    // One more card through card/create, a PIN set and a sensitive view, so every path has run once.
    const [m] = await t.db.select().from(merchants).where(eq(merchants.merchantNo, merchantNo));
    const created = await t.cms(tokens.admin, 'card', 'create', {
      merchantId: m!.id,
      productId: '01900000-0000-7000-8000-00000000c001',
      model: 'virtual',
      cardType: 'personal',
      funding: 'topUp',
      currency: 'USD',
    });
    expect(created.statusCode).toBe(200);
    const applies = await allSettled();
    const cardIds = applies.filter((a) => a.cardId).map((a) => a.cardId!);
    const secrets = await secretsOf(cardIds);
    expect(secrets.length).toBeGreaterThanOrEqual(10);
    const newest = secrets.find(
      (x) => x.id === applies.find((a) => a.id === created.json().data.id)!.cardId,
    )!;
    expect(
      (await t.cms(tokens.admin, 'card', 'call', { id: newest.id, action: 'setPin', pin: '4826' }))
        .statusCode,
    ).toBe(200);

    const exported = [
      (await t.cms(tokens.admin, 'card', 'export', { format: 'csv' })).body,
      (await t.cms(tokens.admin, 'card', 'export', { format: 'csv', view: 'applyRecords' })).body,
    ];
    const xlsx = await t.cms(tokens.admin, 'export', 'export', { kind: 'cards', format: 'xlsx', filter: {} });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.worksheets[0]!.eachRow((row) => row.eachCell((c) => cells.push(c.text)));
    exported.push(cells.join('\n'));

    const db = await databaseText();
    const sources: [string, string[]][] = [
      ['database', db],
      ['log', t.logLines],
      ['export', exported],
    ];
    // A CVV2 is 3 digits, found anywhere by chance: it is looked for where it would be named or sit by its PAN.
    const cvvNamed = /cvv|cvc|security.?code/i;
    const found: string[] = [];
    for (const [where, texts] of sources)
      for (const text of texts) {
        for (const { pan, cvv2 } of secrets) {
          if (text.includes(pan)) found.push(`${where}: PAN ${pan.slice(-4)} in ${text.slice(0, 80)}`);
          if (text.includes(`${pan.slice(-4)}|${cvv2}`) || new RegExp(`cvv2?\\W{0,3}${cvv2}`, 'i').test(text))
            found.push(`${where}: CVV2 of ${pan.slice(-4)} in ${text.slice(0, 80)}`);
        }
        if (
          where !== 'log' &&
          cvvNamed.test(text) &&
          /\b\d{3}\b/.test(text.match(new RegExp(`${cvvNamed.source}.{0,12}`, 'i'))?.[0] ?? '')
        )
          found.push(`${where}: a named CVV in ${text.slice(0, 80)}`);
      }
    expect(found).toEqual([]);
    // And no column could hold one.
    const columns = await rowsOf<unknown>(
      t.db,
      sql`select table_name as t, column_name as c from information_schema.columns
          where table_schema not in ('pg_catalog', 'information_schema') and column_name ~* '(cvv|cvc|^pan$)'`,
    );
    expect(columns).toEqual([]);
    // The scan did see the cards: their sealed PANs and last 4 are there.
    expect(db.some((r) => r.includes(secrets[0]!.pan.slice(-4)))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readCsv as parse } from './csv-read';
import { demo, expectEnvelope, useSignedIn, useTestApp } from '../../../test/helpers/app';
import { numbersKind, numbersRequest } from '../../../test/fixtures/export-kind';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' }, { exportKinds: (kinds) => kinds.register(numbersKind) });
const tokens = useSignedIn(t, 'admin', 'finance', 'viewer', 'other', 'operator');

const exportCall = (token: string, body: object) => t.cms(token, 'export', 'export', body);

describe('export/export streams a list as a file', () => {
  it('writes CSV with a BOM, headings in the request language and money as decimal strings', async () => {
    const res = await exportCall(tokens.admin, numbersRequest('csv', 12, 'zh_CN'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("''")[1]!)).toMatch(
      /^数字-\d{8}-\d{4}\.csv$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(rows[0]).toEqual(['编号', '金额', '备注']);
    expect(rows).toHaveLength(13);
    expect(rows[1]).toEqual(['1', '-3.99', `'=HYPERLINK("http://x")`]);
    expect(rows[12]).toEqual(['12', '7.12', '第 12 行']);
  });

  it('writes XLSX that Excel (exceljs) reads back, headings in English by default', async () => {
    const res = await exportCall(tokens.admin, numbersRequest('xlsx', 7000));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Number', 'Amount', 'Note']);
    expect(sheet.rowCount).toBe(7001);
    expect(sheet.getRow(7001).values).toEqual([undefined, 7000, '7065.00', 'row 7000']);
  });

  it('writes Chinese headings in XLSX too', async () => {
    const res = await exportCall(tokens.admin, numbersRequest('xlsx', 2, 'zh_CN'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, '编号', '金额', '备注']);
    expect(book.worksheets[0]!.name).toBe('数字');
  });

  it('refuses a bad filter, an unknown kind and a bad format with a clear 400', async () => {
    const bad = await exportCall(tokens.admin, numbersRequest('csv', 'lots'));
    expect(bad.statusCode).toBe(400);
    expect(expectEnvelope(bad).msg).toMatch(/^The export filter is invalid: n: /);
    const badZh = await exportCall(tokens.admin, {
      kind: 'auditLogs',
      format: 'csv',
      filter: { from: 'yesterday' },
      language: 'zh_CN',
    });
    expect(badZh.statusCode).toBe(400);
    expect(expectEnvelope(badZh).msg).toMatch(/^导出筛选条件无效：from/);
    const unknown = await exportCall(tokens.admin, { kind: 'nothingHere', format: 'csv' });
    expect(unknown.statusCode).toBe(400);
    expect(expectEnvelope(unknown).msg).toBe('There is no export called "nothingHere".');
    const format = await exportCall(tokens.admin, { kind: 'testNumbers', format: 'pdf' });
    expect(format.statusCode).toBe(400);
  });

  it("checks the kind's own permission: Finance may not export the audit log (403), anonymous gets 401", async () => {
    const res = await exportCall(tokens.finance, { kind: 'auditLogs', format: 'csv' });
    expect(res.statusCode).toBe(403);
    expect(expectEnvelope(res).code).toBe('40300');
    const anon = await t.cms(undefined, 'export', 'export', { kind: 'auditLogs', format: 'csv' });
    expect(anon.statusCode).toBe(401);
  });

  it("exports only the caller's partner: the audit log of Demo never shows Other's rows, and each export is itself logged", async () => {
    await exportCall(tokens.other, numbersRequest('csv', 1));
    const res = await exportCall(tokens.admin, { kind: 'auditLogs', format: 'csv', filter: {} });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body.slice(1)) as string[][];
    expect(rows[0]).toEqual([
      'Time (UTC)',
      'User',
      'Email',
      'Action',
      'Module',
      'Record',
      'IP address',
      'Before',
      'After',
    ]);
    const emails = new Set(rows.slice(1).map((r) => r[2]));
    expect(emails.has(demo.other)).toBe(false);
    expect(
      rows
        .slice(1)
        .some(
          (r) =>
            r[2] === demo.admin && r[3] === 'Export' && r[4] === 'Dashboard' && r[8]!.includes('testNumbers'),
        ),
    ).toBe(true);
  });
});

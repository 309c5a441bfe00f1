import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { merchants } from '../../db/schema/index';
import { useTestApp } from '../../../test/helpers/app';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { partnerIdByName } from '../../../test/helpers/orders';
import { csvLines, exportStream, safeCell } from './export-writers';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

/** What users type to smuggle a formula past a quoted cell. */
const HOSTILE = ['x;=2*21;', 'a,+1+1', 'b\t-2+3', 'c|@SUM(A1)', 'd; "=HYPERLINK(1)"', 'e\n=1+1'];
const SEPARATORS = [',', ';', '\t'];
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Each cell as a spreadsheet would see it when it splits the file at `delimiter` (quotes as far as they go). */
const cellsAt = (text: string, delimiter: string) =>
  (
    parse(text.replace(/^\ufeff/, ''), {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][]
  ).flat();

/** Cells a spreadsheet would run as a formula: = + - @ (a tab or CR) at the start; plain numbers are data. */
const formulas = (text: string) =>
  SEPARATORS.flatMap((d) =>
    cellsAt(text, d).filter((c) => !PLAIN_NUMBER.test(c.trim()) && /^\s*"?\s*[=+\-@\t\r]/.test(c)),
  );

describe('exports never hand a spreadsheet a formula, whatever separator it reads them with', () => {
  it('a cell keeps its text but a formula sign after any separator gets an apostrophe', () => {
    expect(safeCell('x;=2*21;')).toBe("x;'=2*21;");
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell('-12.50')).toBe('-12.50');
    expect(safeCell('Acme; Ltd.')).toBe('Acme; Ltd.');
    expect(formulas(csvLines([['ok', ...HOSTILE, '-3.99']]))).toEqual([]);
  });

  it('every export kind, read back with , ; and tab, yields no cell starting a formula from user text', async () => {
    const partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
    const id = await approvedMerchant(t.db, partnerId);
    await t.db
      .update(merchants)
      .set({ firstName: HOSTILE[0], lastName: HOSTILE[1], residenceAddress: HOSTILE.join(' ') })
      .where(eq(merchants.id, id));
    const names = t.app.exportKinds.names();
    expect(names).toContain('merchants');
    let merchantSeen = false;
    for (const name of names) {
      const kind = t.app.exportKinds.get(name)!;
      const filter = kind.filter.safeParse({});
      if (!filter.success) throw new Error(`kind ${name} needs a filter: ${filter.error.message}`);
      for (const operator of [false, true]) {
        const chunks: Buffer[] = [];
        const ctx = { db: t.db, partnerId, language: 'en' as const, operator };
        for await (const chunk of exportStream(kind, ctx, filter.data, 'csv'))
          chunks.push(Buffer.from(chunk));
        const text = Buffer.concat(chunks).toString('utf8');
        if (text.includes("x;'=2*21;")) merchantSeen = true;
        expect({ name, formulas: formulas(text) }).toEqual({ name, formulas: [] });
      }
    }
    expect(merchantSeen).toBe(true);
  });
});

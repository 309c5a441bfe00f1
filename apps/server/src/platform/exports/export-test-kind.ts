import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toDecimal } from '@remit/contract/money';
import { exportKind, registerExportKind, type ExportKind } from './export-kinds';

type NumberRow = { i: number };

/**
 * A synthetic list for tests and the export benchmark: rows 1…n from generate_series, read in batches
 * like a real kind. Registered only by tests and bench, never by the app.
 */
export const numbersKind: ExportKind<{ n: number }, NumberRow> = {
  name: 'testNumbers',
  permission: { action: 'index', subject: 'dashboard' },
  filter: z.object({ n: z.number().int().min(0).max(10_000_000).default(10) }),
  title: { en: 'numbers', zh_CN: '数字' },
  columns: [
    { header: { en: 'Number', zh_CN: '编号' }, value: (r) => r.i },
    { header: { en: 'Amount', zh_CN: '金额' }, value: (r) => toDecimal(BigInt(r.i) * 101n - 500n, 'USD') },
    {
      header: { en: 'Note', zh_CN: '备注' },
      value: (r, lang) =>
        r.i === 1 ? '=HYPERLINK("http://x")' : lang === 'zh_CN' ? `第 ${r.i} 行` : `row ${r.i}`,
    },
  ],
  count: async (_ctx, f) => f.n,
  async *batches(ctx, f) {
    const size = 5000;
    for (let start = 1; start <= f.n; start += size) {
      const end = Math.min(start + size - 1, f.n);
      const result = await ctx.db.execute(
        sql`select g::int as i from generate_series(${start}::int, ${end}::int) as g`,
      );
      yield (result as unknown as { rows: NumberRow[] }).rows;
    }
  },
};

export const registerNumbersKind = () => {
  if (!exportKind(numbersKind.name)) registerExportKind(numbersKind);
};

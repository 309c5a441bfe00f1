/**
 * The server as `npm start` runs it, plus one bench-only export kind (`benchRows`): rows from
 * generate_series shaped like account transactions, read in batches as a real kind does.
 * Started by bench/export.ts in its own process, so its memory is measured apart from the client's.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ExportKind } from '../apps/server/src/platform/exports/export-kinds';
import { main } from '../apps/server/src/main';

const BATCH = 2000;
type Row = { n: number; id: string; at: Date | string; amount: string; balance: string };

const benchRows: ExportKind<{ rows: number }, Row> = {
  name: 'benchRows',
  permission: { action: 'index', subject: 'transactions' },
  filter: z.object({ rows: z.number().int().min(0) }),
  title: { en: 'bench-rows', zh_CN: '基准行' },
  columns: [
    { header: { en: 'No.', zh_CN: '序号' }, value: (r) => r.n },
    { header: { en: 'Transaction ID', zh_CN: '交易编号' }, value: (r) => r.id },
    { header: { en: 'Time', zh_CN: '时间' }, value: (r) => new Date(r.at).toISOString() },
    { header: { en: 'Type', zh_CN: '类型' }, value: (_r, l) => (l === 'en' ? 'Deposit' : '入账') },
    { header: { en: 'Currency', zh_CN: '币种' }, value: () => 'USD' },
    { header: { en: 'Amount', zh_CN: '金额' }, value: (r) => r.amount },
    { header: { en: 'Balance', zh_CN: '余额' }, value: (r) => r.balance },
    { header: { en: 'Counterparty', zh_CN: '对方户名' }, value: (r) => `Buyer ${r.n % 977} Ltd.` },
  ],
  count: async (_ctx, f) => f.rows,
  async *batches(ctx, f) {
    for (let start = 1; start <= f.rows; start += BATCH) {
      const end = Math.min(start + BATCH - 1, f.rows);
      const result = await ctx.db.execute(sql`
        select g::int as n, md5(g::text) as id, now() - g * interval '1 second' as at,
          to_char((g % 100000) / 100.0, 'FM999990.00') as amount,
          to_char(g * 1.5, 'FM99999999990.00') as balance
        from generate_series(${start}::int, ${end}::int) as g`);
      yield (result as unknown as { rows: Row[] }).rows;
    }
  },
};

await main({ exportKinds: (kinds) => kinds.register(benchRows) });

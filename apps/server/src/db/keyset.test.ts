import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { merchants } from './schema/index';
import { merchantBatches } from '../domains/merchant/merchant.repository';
import { useTestApp } from '../../test/helpers/app';
import { partnerIdByName } from '../../test/helpers/orders';

let partnerId: string;

const t = useTestApp();
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  // Ties on the time are the hard case: give three merchants the same creation time.
  const [first] = await t.db.select().from(merchants).where(eq(merchants.partnerId, partnerId)).limit(1);
  await t.db.execute(
    sql`update ${merchants} set created_at = ${first!.createdAt.toISOString()}::timestamptz
        where id in (select id from ${merchants} where partner_id = ${partnerId} order by id limit 3)`,
  );
});

describe('keyset batches (exports read newest first without offsets)', () => {
  it('returns every row once, newest first with ties by id, across batches smaller than the list', async () => {
    const all = await t.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.partnerId, partnerId))
      .orderBy(desc(merchants.createdAt), desc(merchants.id));
    expect(all.length).toBeGreaterThan(4);

    const batches: string[][] = [];
    for await (const rows of merchantBatches(t.db, partnerId, {}, 2)) batches.push(rows.map((r) => r.id));

    expect(batches.flat()).toEqual(all.map((r) => r.id));
    expect(batches.every((b) => b.length <= 2)).toBe(true);
    expect(batches).toHaveLength(Math.ceil(all.length / 2));
  });
});

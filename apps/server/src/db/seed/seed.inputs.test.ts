import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { beneficiaryCreateRequest, withdrawalAccountCreateRequest } from '@remit/contract/beneficiary';
import { merchantCreateRequest } from '@remit/contract/merchant';
import { shopCreateRequest } from '@remit/contract/shop';
import { virtualAccountCreateRequest } from '@remit/contract/virtual-account';
import { useTestApp } from '../../../test/helpers/app';
import {
  beneficiaries,
  merchants,
  partners,
  shops,
  virtualAccounts,
  withdrawalAccounts,
} from '../schema/index';

/**
 * Every record the demo seed writes is one a user could have typed: each seeded merchant, beneficiary,
 * withdrawal account, virtual-account application and shop passes the contract's own create schema (the zod
 * the API validates with), so editing and saving a demo record never fails on a value the demo put there.
 */
const t = useTestApp();

/** The row's values for the fields the schema takes (a database null is a field left empty). */
const typed = (schema: z.ZodObject, row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(schema.shape)
      .filter((k) => k in row && row[k] !== null)
      .map((k) => [k, row[k]]),
  );

/** Each row's field errors under the schema, by the row's label: empty when every row could be typed. */
const refused = (schema: z.ZodObject, rows: Record<string, unknown>[], label: (r: never) => string) =>
  Object.fromEntries(
    rows.flatMap((row) => {
      const parsed = schema.safeParse(typed(schema, row));
      return parsed.success
        ? []
        : [[label(row as never), parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)]];
    }),
  );

describe('the demo seed’s records', () => {
  it('are there to check: merchants, beneficiaries, withdrawal accounts, virtual accounts and shops', async () => {
    const demo = (await t.db.select().from(partners).where(eq(partners.name, 'Demo Trading Co.')))[0]!;
    for (const table of [merchants, beneficiaries, withdrawalAccounts, virtualAccounts, shops])
      expect((await t.db.select().from(table).where(eq(table.partnerId, demo.id))).length).toBeGreaterThan(0);
  });

  it('each pass the create schema a user’s form is checked with', async () => {
    const label = (r: { id: string; email?: string; name?: string; alias?: string }) =>
      r.email || r.name || r.alias || r.id;
    expect(refused(merchantCreateRequest, await t.db.select().from(merchants), label)).toEqual({});
    expect(refused(beneficiaryCreateRequest, await t.db.select().from(beneficiaries), label)).toEqual({});
    expect(
      refused(withdrawalAccountCreateRequest, await t.db.select().from(withdrawalAccounts), label),
    ).toEqual({});
    expect(refused(virtualAccountCreateRequest, await t.db.select().from(virtualAccounts), label)).toEqual(
      {},
    );
    expect(refused(shopCreateRequest, await t.db.select().from(shops), label)).toEqual({});
  });
});

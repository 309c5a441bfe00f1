import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, feeSchedules } from '../../db/schema/index';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import {
  balanceOf,
  expectReconciled,
  ordersApi,
  partnerIdByName,
  readyToWithdraw,
} from '../../../test/helpers/orders';
import { settingsHelpers } from '../../../test/helpers/settings';

type Rule = { orderType: string; currency: string; fixed: string; bps: number; isDefault: boolean };

let api: ReturnType<typeof ordersApi>;
let demoId: string;
let operatorPartnerId: string;
let accountId: string;

const ruleOf = (rules: Rule[], orderType: string, currency: string) =>
  rules.find((r) => r.orderType === orderType && r.currency === currency);
const ownRule = async (token: string, orderType = 'withdrawal', currency = 'USD') =>
  ruleOf((await t.cms(token, 'order-fee', 'list')).json().data as Rule[], orderType, currency);
const feeRows = async () => t.db.select().from(feeSchedules);
const feeAudits = () => t.db.select().from(auditLog).where(eq(auditLog.subject, 'feeSchedule'));
const usd = () => balanceOf(t.db, demoId, 'partner', 'USD');
const feesUsd = async () => (await balanceOf(t.db, demoId, 'platform_fees', 'USD')).balance;

const setWithdrawalUsd = (token: string, body: object = {}) =>
  t.cms(token, 'partner-fee', 'update', {
    partnerId: demoId,
    orderType: 'withdrawal',
    currency: 'USD',
    fixed: '7.25',
    bps: 25,
    ...body,
  });

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'operator', 'admin', 'viewer', 'other');
beforeAll(async () => {
  api = ordersApi(t);
  operatorPartnerId = await partnerIdByName(t.db, 'Remit Platform Operations');
  ({ partnerId: demoId, accountId } = await readyToWithdraw(t, tokens.admin, '1000.00'));
});

describe('the operator edits a partner’s fee schedule', () => {
  it('lists the customer partners to pick from, never the operator itself', async () => {
    const res = await t.cms(tokens.operator, 'partner-fee', 'list');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual([
      'Demo Trading Co.',
      'Other Imports Ltd.',
    ]);
  });

  it('sets a withdrawal fee; the next withdrawal charges exactly that, as a fee transaction of its own', async () => {
    const before = await ownRule(tokens.admin);
    expect(before).toMatchObject({ fixed: '5.00', bps: 10, isDefault: true });

    const res = await setWithdrawalUsd(tokens.operator);
    expect(res.statusCode).toBe(200);
    expect(expectEnvelope(res).msg).toBe('Saved');
    expect(ruleOf(res.json().data, 'withdrawal', 'USD')).toEqual({
      orderType: 'withdrawal',
      currency: 'USD',
      fixed: '7.25',
      bps: 25,
      isDefault: false,
    });
    // The partner sees it in its own (read-only) schedule; other rules are untouched defaults.
    expect(await ownRule(tokens.admin)).toMatchObject({ fixed: '7.25', bps: 25, isDefault: false });
    expect(await ownRule(tokens.admin, 'withdrawal', 'EUR')).toMatchObject({
      fixed: '5.00',
      isDefault: true,
    });
    // …and the other partner's schedule is not changed.
    expect(await ownRule(tokens.other)).toMatchObject({ fixed: '5.00', bps: 10, isDefault: true });

    // The audit log has who changed what, under the partner whose terms changed.
    const [entry] = await feeAudits();
    expect(entry).toMatchObject({
      partnerId: demoId,
      action: 'update',
      subjectId: 'withdrawal:USD',
      before: { fixed: '5.00', bps: 10, isDefault: true },
      after: { fixed: '7.25', bps: 25, isDefault: false },
    });

    // 200.00 at 7.25 + 0.25 % (0.50) = 7.75 fee; held at acceptance, posted on completion.
    const start = await usd();
    const feesBefore = await feesUsd();
    const order = (await api.withdraw(tokens.admin, accountId, '200.00')).json().data;
    expect(order).toMatchObject({ amount: '200.00', fee: '7.75', total: '207.75', status: 3 });
    expect((await usd()).available).toBe(start.available - 20775n);
    await api.outcome(tokens.operator, order.id, 'complete');
    expect(await usd()).toMatchObject({
      balance: start.balance - 20775n,
      available: start.available - 20775n,
    });
    expect((await feesUsd()) - feesBefore).toBe(775n);
    const fees = (
      await t.cms(tokens.admin, 'account-transaction', 'page', { type: 500, currency: 'USD', size: 100 })
    ).json().data.records as { orderNo: string | null; balanceChange: string; description: string }[];
    const feeTx = fees.filter((r) => r.description.includes(order.orderNo));
    expect(feeTx).toHaveLength(1);
    expect(feeTx[0]!.balanceChange).toBe('-7.75');
    await expectReconciled(t.db);
  });

  it('resets the rule to the default; the next withdrawal charges the default again', async () => {
    const res = await t.cms(tokens.operator, 'partner-fee', 'delete', {
      partnerId: demoId,
      orderType: 'withdrawal',
      currency: 'USD',
    });
    expect(res.statusCode).toBe(200);
    expect(ruleOf(res.json().data, 'withdrawal', 'USD')).toMatchObject({
      fixed: '5.00',
      bps: 10,
      isDefault: true,
    });
    expect(await ownRule(tokens.admin)).toMatchObject({ fixed: '5.00', bps: 10, isDefault: true });
    const audits = await feeAudits();
    expect(audits.at(-1)).toMatchObject({
      action: 'reset',
      before: { fixed: '7.25', bps: 25, isDefault: false },
      after: { fixed: '5.00', bps: 10, isDefault: true },
    });
    // Resetting a default is a no-op: nothing logged.
    const again = await t.cms(tokens.operator, 'partner-fee', 'delete', {
      partnerId: demoId,
      orderType: 'withdrawal',
      currency: 'USD',
    });
    expect(again.statusCode).toBe(200);
    expect(await feeAudits()).toHaveLength(audits.length);

    const order = (await api.withdraw(tokens.admin, accountId, '200.00')).json().data;
    expect(order).toMatchObject({ fee: '5.20', total: '205.20' });
  });

  it('reads one partner’s schedule; an unknown partner or the operator itself is 404', async () => {
    const res = await t.cms(tokens.operator, 'partner-fee', 'get-by', { partnerId: demoId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(16); // 4 order types × 4 balance currencies
    for (const partnerId of ['01890000-0000-7000-8000-000000000000', operatorPartnerId]) {
      const read = await t.cms(tokens.operator, 'partner-fee', 'get-by', { partnerId });
      expect(read.statusCode).toBe(404);
      expect(expectEnvelope(read).msg).toBe('The partner was not found.');
      const write = await setWithdrawalUsd(tokens.operator, { partnerId });
      expect(write.statusCode).toBe(404);
    }
    expect(await feeRows()).toEqual([]);
  });
});

describe('partners cannot change their own fees', () => {
  it('a partner administrator gets 404 (operator only), a viewer 403; nothing is written', async () => {
    const rows = await feeRows();
    const audits = (await feeAudits()).length;
    for (const [token, status] of [
      [tokens.admin, 404],
      [tokens.other, 404],
      [tokens.viewer, 403],
    ] as const) {
      for (const res of [
        await setWithdrawalUsd(token, { fixed: '0', bps: 0 }),
        await t.cms(token, 'partner-fee', 'delete', {
          partnerId: demoId,
          orderType: 'withdrawal',
          currency: 'USD',
        }),
      ]) {
        expect(res.statusCode).toBe(status);
        if (status === 404) expect(expectEnvelope(res).msg).toBe('Only the platform operator can do this.');
      }
    }
    expect((await t.cms(tokens.admin, 'partner-fee', 'get-by', { partnerId: demoId })).statusCode).toBe(404);
    expect((await t.cms(tokens.admin, 'partner-fee', 'list')).statusCode).toBe(404);
    expect(await feeRows()).toEqual(rows);
    expect(await feeAudits()).toHaveLength(audits);
  });
});

describe('the fee permission is the gate', () => {
  type Group = { moduleName: string; permissions: { id: string; privilegeName: string }[] };
  /** A role of the caller's partner holding `pick` of its catalogue, and a signed-in user with it. */
  const userWith = async (token: string, name: string, pick: (module: string, action: string) => boolean) => {
    const h = settingsHelpers(t);
    const groups = (await t.cms(token, 'permission', 'list')).json().data as Group[];
    const permissionIds = groups.flatMap((g) =>
      g.permissions.filter((p) => pick(g.moduleName, p.privilegeName)).map((p) => p.id),
    );
    const res = await t.cms(token, 'role', 'create', { name, permissionIds });
    if (res.statusCode !== 200) throw new Error(res.body);
    const email = `${name.toLowerCase().replaceAll(' ', '-')}@${token === tokens.operator ? 'remit' : 'demo'}.test`;
    return (await h.createAndSignIn(token, { userName: name, email, roleId: await h.roleId(token, name) }))
      .token;
  };
  const withdrawalOnly = (m: string) => m === 'withdrawal';

  it('a partner role with every withdrawal permission but no fee one is refused its schedule (403)', async () => {
    const clerk = await userWith(tokens.admin, 'Withdrawal clerk', withdrawalOnly);
    expect((await t.cms(clerk, 'withdrawal-order', 'page', {})).statusCode).toBe(200);
    const refused = await t.cms(clerk, 'order-fee', 'list');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('40300');
    // The same partner's administrator (the whole catalogue) and its viewer (fee:view) still read it.
    expect((await t.cms(tokens.admin, 'order-fee', 'list')).statusCode).toBe(200);
    expect((await t.cms(tokens.viewer, 'order-fee', 'list')).statusCode).toBe(200);
  });

  it('an operator role without fee:edit cannot change fees; the operator’s administrator still can', async () => {
    const reader = await userWith(tokens.operator, 'Fee reader', (m, a) => m === 'fee' && a === 'view');
    const noFees = await userWith(tokens.operator, 'Withdrawal desk', withdrawalOnly);
    const rows = await feeRows();
    expect((await t.cms(reader, 'partner-fee', 'get-by', { partnerId: demoId })).statusCode).toBe(200);
    expect((await setWithdrawalUsd(reader)).statusCode).toBe(403);
    for (const res of [
      await t.cms(noFees, 'partner-fee', 'list'),
      await t.cms(noFees, 'partner-fee', 'get-by', { partnerId: demoId }),
      await setWithdrawalUsd(noFees),
    ])
      expect(res.statusCode).toBe(403);
    expect(await feeRows()).toEqual(rows);

    const saved = await setWithdrawalUsd(tokens.operator, { fixed: '6.00', bps: 15 });
    expect(saved.statusCode).toBe(200);
    expect(ruleOf(saved.json().data, 'withdrawal', 'USD')).toMatchObject({ fixed: '6.00', bps: 15 });
    const reset = await t.cms(tokens.operator, 'partner-fee', 'delete', {
      partnerId: demoId,
      orderType: 'withdrawal',
      currency: 'USD',
    });
    expect(ruleOf(reset.json().data, 'withdrawal', 'USD')).toMatchObject({ isDefault: true });
  });

  it('the migration gives each existing role the fee actions it had through withdrawal, no more', async () => {
    const before = await userWith(tokens.admin, 'Legacy withdrawal role', (m, a) =>
      m === 'withdrawal' ? ['view', 'edit'].includes(a) : false,
    );
    expect((await t.cms(before, 'order-fee', 'list')).statusCode).toBe(403);
    const migration = await readFile(
      new URL('../../db/migrations/0017_fee_permission.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    expect((await t.cms(before, 'order-fee', 'list')).statusCode).toBe(200);
    const role = (await t.cms(tokens.admin, 'role', 'list'))
      .json()
      .data.find((r: { name: string }) => r.name === 'Legacy withdrawal role');
    const held = (await t.cms(tokens.admin, 'role', 'get', { id: role.id })).json().data
      .permissionIds as string[];
    const groups = (await t.cms(tokens.admin, 'permission', 'list')).json().data as Group[];
    const names = groups.flatMap((g) =>
      g.permissions.filter((p) => held.includes(p.id)).map((p) => `${g.moduleName}:${p.privilegeName}`),
    );
    expect(names.sort()).toEqual(['fee:edit', 'fee:view', 'withdrawal:edit', 'withdrawal:view']);
  });
});

describe('bad fee input', () => {
  const cases: [string, object, string][] = [
    ['negative fixed', { fixed: '-1' }, 'fixed: The fixed fee must be an amount of zero or more'],
    ['fixed not a number', { fixed: 'five' }, 'fixed: The fixed fee must be an amount of zero or more'],
    ['USD with 3 decimals', { fixed: '1.005' }, 'fixed: The fixed fee has more decimals than its currency'],
    ['JPY with decimals', { currency: 'JPY', fixed: '1.5' }, 'fixed: The fixed fee has more decimals'],
    ['bps above the cap', { bps: 2001 }, 'bps: The percentage must be a whole number of basis points'],
    ['negative bps', { bps: -1 }, 'bps: The percentage must be a whole number of basis points'],
    ['fractional bps', { bps: 2.5 }, 'bps: The percentage must be a whole number of basis points'],
    ['unknown order type', { orderType: 'card' }, 'orderType: Unknown order type'],
    ['not an ISO currency', { currency: 'XYZ' }, 'currency: Not an ISO currency code'],
    ['partner id not a uuid', { partnerId: '42' }, 'partnerId: The partner id is invalid'],
  ];
  it.each(cases)('%s: 400 with the reason, nothing written', async (_name, body, msg) => {
    const rows = await feeRows();
    const audits = (await feeAudits()).length;
    const res = await setWithdrawalUsd(tokens.operator, body);
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).msg).toContain(msg);
    expect(await feeRows()).toEqual(rows);
    expect(await feeAudits()).toHaveLength(audits);
  });

  it('answers in Chinese when asked', async () => {
    const res = await setWithdrawalUsd(tokens.operator, { bps: 5000, language: 'zh_CN' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).msg).toContain('费率须为 0 到 2000 之间的整数基点');
  });
});

describe('order lists by a custom date range', () => {
  it('narrow to the range; a range that ends before it starts is refused with a clear message', async () => {
    const page = (body: object) => t.cms(tokens.admin, 'withdrawal-order', 'page', { size: 100, ...body });
    await api.withdraw(tokens.admin, accountId, '10.00');
    await api.withdraw(tokens.admin, accountId, '11.00');
    expect((await page({})).json().data.total).toBeGreaterThanOrEqual(2);
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const around = await page({ from: iso(now - 3_600_000), to: iso(now + 3_600_000) });
    expect(around.json().data.total).toBeGreaterThanOrEqual(2);
    const past = await page({ from: '2020-01-01T00:00:00.000Z', to: '2020-01-31T23:59:59.999Z' });
    expect(past.json().data.total).toBe(0);

    const reversed = await page({ from: iso(now), to: iso(now - 86_400_000) });
    expect(reversed.statusCode).toBe(400);
    expect(expectEnvelope(reversed).msg).toBe(
      'Invalid request: to: The end date must not be before the start date',
    );
    const garbled = await page({ from: 'yesterday' });
    expect(garbled.statusCode).toBe(400);
    expect(expectEnvelope(garbled).msg).toContain('from: ');
    // The export takes the same filter and refuses the same way.
    const exported = await t.cms(tokens.admin, 'export', 'export', {
      kind: 'withdrawalOrders',
      format: 'csv',
      filter: { from: iso(now), to: iso(now - 86_400_000) },
    });
    expect(exported.statusCode).toBe(400);
    expect(expectEnvelope(exported).msg).toContain('to: The end date must not be before the start date');
  });
});

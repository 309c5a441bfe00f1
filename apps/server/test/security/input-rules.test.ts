import { beforeAll, describe, expect, it } from 'vitest';
import { errorTable } from '@remit/contract/errors';
import { useTestApp, useSignedIn } from '../helpers/app';
import { expectReconciled, partnerIdByName, readyToWithdraw } from '../helpers/orders';
import { settingsHelpers } from '../helpers/settings';
import { changedTables, tableCounts } from '../helpers/table-counts';

/**
 * What the probe found answered with a 500 — NUL in text and filters, lone surrogates, amounts past
 * bigint — is refused at the door: 400, the field named, the message in the caller's language, no row
 * written.
 */
let ctx: { roleId: string; accountId: string; partnerId: string; other: string };
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'operator');
beforeAll(async () => {
  const { accountId, partnerId } = await readyToWithdraw(t, tokens.admin, '1000.00');
  ctx = {
    roleId: await settingsHelpers(t).roleId(tokens.admin, 'Viewer'),
    accountId,
    partnerId,
    other: await partnerIdByName(t.db, 'Other Imports Ltd.'),
  };
});

const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const HUGE = '99999999999999999999';

type Case = [who: 'admin' | 'operator', service: string, op: string, body: () => object, field: string];
const cases: Case[] = [
  ['admin', 'beneficiary', 'page', () => ({ search: NUL }), 'search'],
  ['admin', 'beneficiary', 'page', () => ({ currency: 'U\u0000D' }), 'currency'],
  ['admin', 'user', 'page', () => ({ search: NUL }), 'search'],
  ['admin', 'role', 'create', () => ({ name: NUL, description: '', permissionIds: [] }), 'name'],
  ['admin', 'role', 'create', () => ({ name: 'Ok', description: `line\n${NUL}` }), 'description'],
  [
    'admin',
    'user',
    'create',
    () => ({ userName: LONE, email: 'lone@demo.test', roleId: ctx.roleId }),
    'userName',
  ],
  [
    'admin',
    'user',
    'create',
    () => ({ userName: NUL, email: 'nul@demo.test', roleId: ctx.roleId }),
    'userName',
  ],
  ['admin', 'withdrawal-account', 'create', () => ({ alias: NUL }), 'alias'],
  ['admin', 'deposit-record', 'page', () => ({ orderNo: NUL }), 'orderNo'],
  ['admin', 'logs', 'page', () => ({ action: NUL }), 'action'],
  [
    'admin',
    'export',
    'export',
    () => ({ kind: 'depositRecords', format: 'csv', filter: { orderNo: NUL } }),
    'filter.orderNo',
  ],
  [
    'admin',
    'tradeDownload',
    'create',
    () => ({ kind: 'auditLogs', format: 'csv', filter: { user: LONE } }),
    'filter.user',
  ],
  [
    'admin',
    'withdrawal-order',
    'create',
    () => ({ withdrawalAccountId: ctx.accountId, amount: '10.00', remark: NUL }),
    'remark',
  ],
  [
    'admin',
    'order-approval',
    'update',
    () => ({ orderType: 'withdrawal', currency: 'USD', threshold: HUGE }),
    'threshold',
  ],
  [
    'operator',
    'deposit-record',
    'call',
    () => ({ action: 'simulate', partnerId: ctx.partnerId, currency: 'USD', amount: HUGE }),
    'amount',
  ],
  [
    'operator',
    'deposit-record',
    'call',
    () => ({ action: 'simulate', partnerId: ctx.other, currency: 'USD', amount: '1e5' }),
    'amount',
  ],
];

describe('hostile text and amounts', () => {
  it.each(cases)(
    '%s %s/%s refuses its %s with 400 naming the field',
    async (who, service, op, body, field) => {
      const token = who === 'admin' ? tokens.admin : tokens.operator;
      const before = await tableCounts(t.db);
      const res = await t.cms(token, service, op, { ...body(), language: 'zh_CN' });
      expect(res.statusCode, res.body).toBe(400);
      const envelope = res.json() as {
        code: string;
        msg: string;
        data: { fieldErrors?: Record<string, string[]> };
      };
      expect(envelope.msg).toContain(field.split('.').pop());
      expect(envelope.msg).toMatch(/[\u4e00-\u9fff]/);
      if (envelope.code === errorTable.VALIDATION.code)
        expect(Object.keys(envelope.data.fieldErrors ?? {})).toContain(field);
      expect(changedTables(before, await tableCounts(t.db))).toEqual([]);
    },
  );

  it.each([
    [
      'withdrawal-order',
      'create',
      (amount: string) => ({
        withdrawalAccountId: ctx.accountId,
        amount,
        idempotencyKey: `rules-${amount.replace(/\W/g, '_')}`,
      }),
    ],
    [
      'exchange-quote',
      'create',
      (amount: string) => ({ sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'sell', amount }),
    ],
  ] as const)(
    '%s/%s refuses an amount past what the column holds, in both languages',
    async (service, op, body) => {
      for (const amount of [HUGE, '1000000000000000.00', '-5', '1e5', '0x10'])
        for (const [language, pattern] of [
          ['en', /amount/i],
          ['zh_CN', /金额/],
        ] as const) {
          const res = await t.cms(tokens.admin, service, op, { ...body(amount), language });
          expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
          expect(res.json().msg, amount).toMatch(pattern);
        }
      const fits = await t.cms(tokens.admin, service, op, body('999999999999999.99'));
      expect(fits.statusCode).not.toBe(500);
      await expectReconciled(t.db);
    },
  );
});

import { eq } from 'drizzle-orm';
import { toMinor } from '@remit/contract/money';
import type { Db } from '../../src/db/client';
import { ledgerAccounts, partners } from '../../src/db/schema/index';
import { ensureAccount, partnerAccount, platformAccount } from '../../src/ledger/ledger.accounts';
import { postEntry } from '../../src/ledger/ledger.post';
import { reconcile } from '../../src/ledger/ledger.reconcile';
import { newId } from '../../src/platform/crypto';
import type { TestApp } from './app';
import { germanBeneficiary, musterUsdBeneficiary } from '../fixtures/beneficiary';
import { firstWhere } from '../../src/db/lookup';

export const partnerIdByName = async (db: Db, name: string) => {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, name));
  if (!row) throw new Error(`no partner ${name}`);
  return row.id;
};

/**
 * Sets a partner account's available balance to exactly `amount` (the demo seed has its own history), moving
 * the difference to or from the bank settlement account as a deposit or withdrawal would. Returns the
 * account's on-hold amount, which tests subtract to compare balances from zero.
 */
export const setAvailable = async (db: Db, partnerId: string, currency: string, amount: string) => {
  const bank = await ensureAccount(db, platformAccount(partnerId, 'platform_bank', currency));
  const account = await ensureAccount(db, partnerAccount(partnerId, currency));
  const delta = toMinor(amount, currency) - (account.balance - account.onHold);
  if (delta !== 0n)
    await postEntry(db, {
      partnerId,
      type: delta > 0n ? 100 : 110,
      idempotencyKey: `test-set-${newId()}`,
      postings: [
        { accountId: bank.id, amount: -delta },
        { accountId: account.id, amount: delta },
      ],
    });
  return account.onHold;
};

/** balance and on-hold of an account kind in minor units (0 when not opened). */
export const balanceOf = async (db: Db, partnerId: string, kind: string, currency: string) => {
  const row = await firstWhere(db, ledgerAccounts, { partnerId, kind, currency });
  return {
    balance: row?.balance ?? 0n,
    onHold: row?.onHold ?? 0n,
    available: (row?.balance ?? 0n) - (row?.onHold ?? 0n),
  };
};

export const expectReconciled = async (db: Db) => {
  const report = await reconcile(db);
  if (!report.ok) throw new Error(`ledger does not reconcile:\n${report.problems.join('\n')}`);
};

export { germanBeneficiary, musterUsdBeneficiary } from '../fixtures/beneficiary';

export const ordersApi = (t: TestApp) => ({
  /** A new payee like `body`, under a name of its own (the same payee cannot be added twice). */
  async createBeneficiary(
    token: string,
    body: { name: string; [field: string]: unknown } = germanBeneficiary,
  ) {
    const res = await t.cms(token, 'beneficiary', 'create', {
      ...body,
      name: `${body.name} ${newId().slice(-6)}`,
    });
    if (res.statusCode !== 200) throw new Error(`beneficiary: ${res.body}`);
    return res.json().data as { id: string };
  },
  /** A withdrawal account of the beneficiary: by default the German one's (EUR, its IBAN). */
  async createAccount(
    token: string,
    beneficiaryId: string,
    currency = 'EUR',
    accountNumber = 'DE89370400440532013000',
  ) {
    const res = await t.cms(token, 'withdrawal-account', 'create', {
      beneficiaryId,
      currency,
      accountNumber,
    });
    if (res.statusCode !== 200) throw new Error(`withdrawal account: ${res.body}`);
    return res.json().data as { id: string };
  },
  withdraw: (token: string, withdrawalAccountId: string, amount: string, idempotencyKey = `k-${newId()}`) =>
    t.cms(token, 'withdrawal-order', 'create', { withdrawalAccountId, amount, idempotencyKey }),
  outcome: (token: string, id: string, outcome: 'complete' | 'fail' | 'return') =>
    t.cms(token, 'withdrawal-order', 'call', { id, outcome }),
});

/** The ledger accounts a USD → EUR exchange moves: the partner's two, the FX desk's two and the fee account. */
export const USD_EUR_EXCHANGE_ACCOUNTS = [
  ['partner', 'USD'],
  ['partner', 'EUR'],
  ['platform_fx', 'USD'],
  ['platform_fx', 'EUR'],
  ['platform_fees', 'USD'],
] as const;

/** Sets (a threshold) or clears (null) the partner's maker-checker rule for an order type and currency. */
export const setApprovalRule = (
  t: TestApp,
  token: string,
  orderType: string,
  currency: string,
  threshold: string | null,
) => t.cms(token, 'order-approval', 'update', { orderType, currency, threshold });

/**
 * The demo partner ready to withdraw: exactly `available` USD available and a USD withdrawal account (of
 * Muster GmbH at its US bank) made by `token`'s user. Answers the partner, the account and the money on hold.
 */
export const readyToWithdraw = async (t: TestApp, token: string, available: string) => {
  const partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  const onHold = await setAvailable(t.db, partnerId, 'USD', available);
  const api = ordersApi(t);
  const made = await t.cms(token, 'beneficiary', 'create', musterUsdBeneficiary);
  if (made.statusCode !== 200) throw new Error(`beneficiary: ${made.body}`);
  const b = made.json().data as { id: string };
  const { id: accountId } = await api.createAccount(token, b.id, 'USD', '000123456789');
  return { partnerId, accountId, onHold };
};

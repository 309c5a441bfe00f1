import { sql } from 'drizzle-orm';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import type { Tx } from '../client';
import { depositRecords, ledgerEntries, ledgerPostings } from '../schema/index';
import {
  ensureAccount,
  partnerAccount,
  platformAccount,
  type AccountKind,
} from '../../ledger/ledger.accounts';
import { lockAccounts, applyDeltas, type AccountDelta } from '../../ledger/ledger.post';
import { requestHash } from '../../ledger/ledger.tx';
import { newId } from '../../platform/crypto';
import { addBusinessDays, depositInstructionFor } from '../../domains/account/account.service';

/** A small deterministic generator (mulberry32): the same seed gives the same history. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

type Leg = { kind: AccountKind; currency: string; amount: bigint };
type Planned = {
  type: number;
  at: Date;
  description: string;
  metadata: Record<string, unknown>;
  legs: Leg[];
  deposit?: { orderNo: string; bankReference: string; currency: string; amount: bigint; remark: string };
};

const PAYERS = [
  { name: 'Northwind Traders LLC', country: 'US' },
  { name: 'Globex Handels GmbH', country: 'DE' },
  { name: 'Initech Distribution Inc.', country: 'US' },
  { name: 'Soylent Foods B.V.', country: 'NL' },
  { name: 'Umbrella Retail SAS', country: 'FR' },
];
const PAYEES = [
  'Shenzhen Bright Electronics Co.',
  'Ningbo Harbour Logistics Ltd.',
  'Yiwu Craft Supplies Co.',
];

/**
 * Three months of history for one partner, planned in time order: bank deposits in USD and EUR with their
 * wire fees, monthly USD→EUR exchanges, a few transfers out and withdrawals. Nothing spends money the account
 * does not have at that moment.
 */
const plan = (partnerId: string, now: Date, seed: number, scale: number): Planned[] => {
  const rnd = prng(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const short = partnerId.replace(/-/g, '').slice(-6).toUpperCase();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 91 * 86_400_000;
  const held = new Map<string, bigint>([
    ['USD', 0n],
    ['EUR', 0n],
  ]);
  const out: Planned[] = [];
  let n = 0;
  for (let day = 0; day < 90; day++) {
    const date = new Date(start + day * 86_400_000);
    const wd = date.getUTCDay();
    if (wd === 0 || wd === 6) continue;
    const at = (hour: number) => new Date(date.getTime() + hour * 3_600_000 + Math.floor(rnd() * 3_000_000));
    // Deposits: most business days in USD, twice a week in EUR.
    for (const currency of ['USD', 'EUR']) {
      if (rnd() > (currency === 'USD' ? 0.55 : 0.3)) continue;
      const amount =
        BigInt(Math.round((2_000 + rnd() * 48_000) * scale)) * 100n + BigInt(Math.floor(rnd() * 100));
      const payer = pick(PAYERS);
      const yyyymmdd = date.toISOString().slice(0, 10).replace(/-/g, '');
      const orderNo = `DP${yyyymmdd}${short}${String(++n).padStart(4, '0')}`;
      const bankReference = `SEED${short}${String(n).padStart(6, '0')}`;
      const when = at(9 + Math.floor(rnd() * 6));
      out.push({
        type: TRANSACTION_TYPES.DEPOSIT,
        at: when,
        description: `Deposit ${orderNo}`,
        metadata: {
          orderNo,
          txn: {
            counterpartyName: payer.name,
            counterpartyAccount: `${1000000000 + n * 7919}`,
            country: payer.country,
          },
        },
        legs: [
          { kind: 'platform_bank', currency, amount: -amount },
          { kind: 'partner', currency, amount },
        ],
        deposit: { orderNo, bankReference, currency, amount, remark: `Invoice settlement ${payer.name}` },
      });
      const fee = currency === 'USD' ? 1500n : 1200n;
      out.push({
        type: TRANSACTION_TYPES.FEE,
        at: new Date(when.getTime() + 1000),
        description: `Incoming wire fee ${orderNo}`,
        metadata: { orderNo },
        legs: [
          { kind: 'partner', currency, amount: -fee },
          { kind: 'platform_fees', currency, amount: fee },
        ],
      });
      held.set(currency, held.get(currency)! + amount - fee);
    }
    // A USD→EUR exchange on the first business days of a month, at 0.92.
    if (date.getUTCDate() <= 3 && wd === 2 && held.get('USD')! > 2_000_000n) {
      const sell = (held.get('USD')! / 4n / 100n) * 100n;
      const buy = (sell * 92n) / 100n;
      out.push({
        type: TRANSACTION_TYPES.EXCHANGE_OUT,
        at: at(11),
        description: 'Exchange USD to EUR',
        metadata: { txn: { rate: '0.92000000' } },
        legs: [
          { kind: 'partner', currency: 'USD', amount: -sell },
          { kind: 'platform_fx', currency: 'USD', amount: sell },
          { kind: 'platform_fx', currency: 'EUR', amount: -buy },
          { kind: 'partner', currency: 'EUR', amount: buy },
        ],
      });
      held.set('USD', held.get('USD')! - sell);
      held.set('EUR', held.get('EUR')! + buy);
    }
    // Transfers out to suppliers (weekly) and a withdrawal (every other week), from USD.
    if (wd === 4 && held.get('USD')! > 1_000_000n) {
      const amount = (held.get('USD')! / 5n / 100n) * 100n;
      const payee = pick(PAYEES);
      out.push({
        type: TRANSACTION_TYPES.TRANSFER_OUT,
        at: at(15),
        description: `Transfer to ${payee}`,
        metadata: {
          txn: {
            counterpartyName: payee,
            counterpartyAccount: `6222${String(n * 104729).padStart(12, '0')}`,
            country: 'CN',
          },
        },
        legs: [
          { kind: 'partner', currency: 'USD', amount: -amount },
          { kind: 'platform_bank', currency: 'USD', amount },
        ],
      });
      held.set('USD', held.get('USD')! - amount);
    }
    if (wd === 5 && day % 14 < 7 && held.get('EUR')! > 500_000n) {
      const amount = (held.get('EUR')! / 6n / 100n) * 100n;
      out.push({
        type: TRANSACTION_TYPES.WITHDRAWAL,
        at: at(16),
        description: 'Withdrawal to own bank account',
        metadata: {
          txn: {
            counterpartyName: 'Own account',
            counterpartyAccount: 'DE89370400440532013000',
            country: 'DE',
          },
        },
        legs: [
          { kind: 'partner', currency: 'EUR', amount: -amount },
          { kind: 'platform_bank', currency: 'EUR', amount },
        ],
      });
      held.set('EUR', held.get('EUR')! - amount);
    }
  }
  return out.filter((p) => p.at.getTime() < now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
};

/**
 * Writes planned entries the way the ledger would (balanced postings, running balances, account balances),
 * in a handful of statements instead of one transaction each: the demo seed runs before every browser test.
 */
const writeHistory = async (tx: Tx, partnerId: string, entries: Planned[]) => {
  const accounts = new Map<string, string>();
  const accountOf = async (kind: AccountKind, currency: string) => {
    const key = `${kind}:${currency}`;
    if (!accounts.has(key)) {
      const ref =
        kind === 'partner'
          ? partnerAccount(partnerId, currency)
          : platformAccount(partnerId, kind as never, currency);
      accounts.set(key, (await ensureAccount(tx, ref)).id);
    }
    return accounts.get(key)!;
  };
  for (const e of entries) for (const l of e.legs) await accountOf(l.kind, l.currency);
  const locked = await lockAccounts(tx, partnerId, [...accounts.values()]);
  const running = new Map([...locked].map(([id, a]) => [id, a.balance]));
  const entryRows: (typeof ledgerEntries.$inferInsert)[] = [];
  const postingRows: (typeof ledgerPostings.$inferInsert)[] = [];
  const deposits: (typeof depositRecords.$inferInsert)[] = [];
  for (const [i, e] of entries.entries()) {
    const id = newId();
    const idempotencyKey = `seed:${partnerId}:${i}`;
    const legs = await Promise.all(
      e.legs.map(async (l) => ({ accountId: await accountOf(l.kind, l.currency), ...l })),
    );
    entryRows.push({
      id,
      partnerId,
      type: e.type,
      idempotencyKey,
      requestHash: requestHash({ type: e.type, legs: legs.map((l) => [l.accountId, l.amount]) }),
      description: e.description,
      metadata: e.metadata,
      createdAt: e.at,
    });
    for (const l of legs) {
      const after = running.get(l.accountId)! + l.amount;
      running.set(l.accountId, after);
      postingRows.push({
        entryId: id,
        partnerId,
        accountId: l.accountId,
        currency: l.currency,
        amount: l.amount,
        balanceAfter: after,
        createdAt: e.at,
      });
    }
    if (e.deposit) {
      const instruction = depositInstructionFor(partnerId, e.deposit.currency);
      deposits.push({
        id: newId(),
        partnerId,
        orderNo: e.deposit.orderNo,
        creditCurrency: e.deposit.currency,
        creditedAmount: e.deposit.amount,
        paidAmount: e.deposit.amount,
        paymentCurrency: e.deposit.currency,
        bankName: instruction.bankName,
        bankAccountNumber: instruction.accountNumber,
        estimatedArrivalDate: addBusinessDays(e.at, instruction.estimatedDays),
        remark: e.deposit.remark,
        status: 'credited',
        bankReference: e.deposit.bankReference,
        entryId: id,
        idempotencyKey: `seed:${e.deposit.bankReference}`,
        requestHash: requestHash(e.deposit),
        createdAt: new Date(e.at.getTime() - 3 * 3_600_000),
        creditedAt: e.at,
      });
    }
  }
  for (let i = 0; i < entryRows.length; i += 500)
    await tx.insert(ledgerEntries).values(entryRows.slice(i, i + 500));
  // Whole entries per statement: the database checks that each statement's postings balance.
  for (let i = 0; i < postingRows.length;) {
    let end = Math.min(i + 500, postingRows.length);
    while (end < postingRows.length && postingRows[end]!.entryId === postingRows[end - 1]!.entryId) end++;
    await tx.insert(ledgerPostings).values(postingRows.slice(i, end));
    i = end;
  }
  const deltas = new Map<string, AccountDelta>();
  for (const [id, a] of locked) deltas.set(id, { balance: running.get(id)! - a.balance, onHold: 0n });
  await applyDeltas(tx, locked, deltas);
  if (deposits.length) {
    await tx.insert(depositRecords).values(deposits);
    await tx.execute(sql`update deposit_records d set transaction_id = t.id from account_transactions t
      where d.partner_id = ${partnerId}::uuid and d.entry_id is not null and d.transaction_id is null
        and t.partner_id = d.partner_id and t.entry_id = d.entry_id and t.account_kind = 'partner'`);
  }
};

/** A deposit the bank has announced but not yet settled, and one it rejected: both without postings. */
const openDeposits = async (tx: Tx, partnerId: string, now: Date) => {
  const short = partnerId.replace(/-/g, '').slice(-6).toUpperCase();
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const usd = depositInstructionFor(partnerId, 'USD');
  const eur = depositInstructionFor(partnerId, 'EUR');
  await tx.insert(depositRecords).values([
    {
      id: newId(),
      partnerId,
      orderNo: `DP${day}${short}P001`,
      creditCurrency: 'USD',
      paidAmount: 1_250_000n,
      paymentCurrency: 'USD',
      bankName: usd.bankName,
      bankAccountNumber: usd.accountNumber,
      estimatedArrivalDate: addBusinessDays(now, usd.estimatedDays),
      remark: 'Awaiting the bank',
      status: 'pending',
      bankReference: `SEED${short}PEND01`,
      idempotencyKey: `seed:${short}:pending`,
      requestHash: requestHash({ pending: short }),
      createdAt: new Date(now.getTime() - 2 * 3_600_000),
    },
    {
      id: newId(),
      partnerId,
      orderNo: `DP${day}${short}F001`,
      creditCurrency: 'EUR',
      paidAmount: 480_000n,
      paymentCurrency: 'EUR',
      bankName: eur.bankName,
      bankAccountNumber: eur.accountNumber,
      estimatedArrivalDate: addBusinessDays(new Date(now.getTime() - 6 * 86_400_000), eur.estimatedDays),
      remark: 'Payer name did not match',
      status: 'failed',
      failureReason: 'Rejected by the beneficiary bank: name mismatch',
      bankReference: `SEED${short}FAIL01`,
      idempotencyKey: `seed:${short}:failed`,
      requestHash: requestHash({ failed: short }),
      createdAt: new Date(now.getTime() - 6 * 86_400_000),
    },
  ]);
};

/**
 * Demo money (issue 4): three months of realistic history for the demo partner and a little for the other
 * one, written through the ledger's own rules in a few batched statements (fast: the seed runs before every
 * browser test). Deterministic for a given day.
 */
export const seedMoney = async (tx: Tx, ids: { demoId: string; otherId: string }, now = new Date()) => {
  await writeHistory(tx, ids.demoId, plan(ids.demoId, now, 20261, 1));
  await writeHistory(tx, ids.otherId, plan(ids.otherId, now, 7, 0.2).slice(0, 12));
  await openDeposits(tx, ids.demoId, now);
};

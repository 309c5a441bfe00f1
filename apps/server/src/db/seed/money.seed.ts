import { sql } from 'drizzle-orm';
import { computeFee } from '@remit/contract/fee';
import { toDecimal } from '@remit/contract/money';
import { ORDER_STATUS } from '@remit/contract/order';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import { rowsOf, type Tx } from '../client';
import { auditLog, depositRecords } from '../schema/index';
import { requestHash } from '../../ledger/ledger.tx';
import { newId } from '../../platform/crypto';
import { depositInstructionFor } from '../../adapters/bank/bank.sandbox.accounts';
import { addBusinessDays } from '../../domains/account/account.calendar';
import { feeRule } from '../../domains/fee/fee.repository';
import { orderRequestHash } from '../../domains/order/order.idempotency';
import { effectiveRate, exchangeFigures } from '../../domains/order/order.money';
import { toOrderRecord } from '../../domains/order/order.records';
import type { OrderRow } from '../../domains/order/order.repository';
import { emptyStory, writeStory, type Story } from './history.seed';
import type { SeededPayee } from './payee.seed';

/** A small deterministic generator (mulberry32): the same seed gives the same history. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const PAYERS = [
  { name: 'Northwind Traders LLC', country: 'US' },
  { name: 'Globex Handels GmbH', country: 'DE' },
  { name: 'Initech Distribution Inc.', country: 'US' },
  { name: 'Soylent Foods B.V.', country: 'NL' },
  { name: 'Umbrella Retail SAS', country: 'FR' },
];
/** The suppliers the demo pays (payee.seed makes them beneficiaries with USD withdrawal accounts). */
const PAYEES = [
  'Shenzhen Bright Electronics Co.',
  'Ningbo Harbour Logistics Ltd.',
  'Yiwu Craft Supplies Co.',
];

/** Who the seeded orders were made by and where the demo's withdrawals went (none: a history without orders). */
export type MoneyCast = { maker: string; payees: Map<string, SeededPayee> };

const day8 = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

/**
 * A withdrawal order as the withdrawal service makes it and the bank rail completes it: the order (made by
 * `maker` at `at`, accepted with its amount and fee held), its status history, its two holds, the 110 Withdrawal
 * and 500 Fee entries that posted them when the bank completed it `hours` later, and the audit entry of its
 * creation.
 */
const withdrawalOrder = async (
  tx: Tx,
  story: Story,
  partnerId: string,
  o: { maker: string; payee: SeededPayee; amount: bigint; at: Date; hours: number; remark: string },
) => {
  const { currency } = o.payee;
  const id = newId();
  const [seq] = await rowsOf<{ n: string }>(tx, sql`select nextval('order_no_seq')::text as n`);
  const orderNo = `WD${day8(o.at)}${seq!.n.padStart(6, '0')}`;
  const fee = computeFee(o.amount, await feeRule(tx, partnerId, 'withdrawal', currency));
  const done = new Date(o.at.getTime() + o.hours * 3_600_000);
  const meta = { orderId: id, orderNo };
  const txn = { counterpartyAccount: o.payee.accountNumber, counterpartyName: o.payee.beneficiaryName };
  const holdId = newId();
  const feeHoldId = fee > 0n ? newId() : null;
  const key = `seed:withdrawal:${id}`;
  const input = { withdrawalAccountId: o.payee.withdrawalAccountId, amount: toDecimal(o.amount, currency) };
  const order = {
    id,
    partnerId,
    orderNo,
    type: 'withdrawal',
    status: ORDER_STATUS.ACCEPTED as number,
    currency,
    amount: o.amount,
    fee,
    withdrawalAccountId: o.payee.withdrawalAccountId,
    beneficiaryId: o.payee.beneficiaryId,
    accountNumber: o.payee.accountNumber,
    beneficiaryName: o.payee.beneficiaryName,
    remark: o.remark,
    holdId,
    feeHoldId,
    idempotencyKey: key,
    requestHash: orderRequestHash('withdrawal', { ...input, remark: o.remark }),
    createdBy: o.maker,
    createdAt: o.at,
    updatedAt: o.at,
  };
  story.audits.push({
    partnerId,
    userId: o.maker,
    action: 'create',
    subject: 'withdrawal',
    subjectId: id,
    after: toOrderRecord(order as OrderRow),
    ip: '127.0.0.1',
    createdAt: o.at,
  });
  story.orders.push({ ...order, status: ORDER_STATUS.COMPLETED, updatedAt: done });
  story.history.push(
    {
      orderId: id,
      partnerId,
      status: ORDER_STATUS.INITIAL,
      note: 'created',
      userId: o.maker,
      createdAt: o.at,
    },
    {
      orderId: id,
      partnerId,
      status: ORDER_STATUS.ACCEPTED,
      note: 'accepted: amount and fee held',
      userId: o.maker,
      createdAt: o.at,
    },
    {
      orderId: id,
      partnerId,
      status: ORDER_STATUS.COMPLETED,
      note: 'completed by the bank',
      userId: null,
      createdAt: done,
    },
  );
  const posted = (hold: string, amount: bigint, holdKey: string, metadata: Record<string, unknown>) => ({
    id: hold,
    currency,
    amount,
    remaining: 0n,
    captured: amount,
    status: 'posted',
    idempotencyKey: holdKey,
    metadata,
    createdAt: o.at,
    updatedAt: done,
    version: 1,
  });
  story.holds.push(
    posted(holdId, o.amount, `order:${id}:hold`, {
      ...meta,
      type: TRANSACTION_TYPES.WITHDRAWAL,
      description: `Withdrawal ${orderNo}`,
      txn,
    }),
  );
  story.entries.push({
    id: newId(),
    key: `order:${id}:capture`,
    type: TRANSACTION_TYPES.WITHDRAWAL,
    at: done,
    description: `Withdrawal ${orderNo}`,
    metadata: { ...meta, txn, holdId },
    legs: [
      { kind: 'partner', currency, amount: -o.amount },
      { kind: 'platform_bank', currency, amount: o.amount },
    ],
  });
  if (feeHoldId) {
    const description = `Withdrawal fee ${orderNo}`;
    story.holds.push(
      posted(feeHoldId, fee, `order:${id}:fee-hold`, {
        ...meta,
        fee: true,
        type: TRANSACTION_TYPES.FEE,
        description,
      }),
    );
    story.entries.push({
      id: newId(),
      key: `order:${id}:fee`,
      type: TRANSACTION_TYPES.FEE,
      at: done,
      description,
      metadata: { ...meta, holdId: feeHoldId },
      legs: [
        { kind: 'partner', currency, amount: -fee },
        { kind: 'platform_fees', currency, amount: fee },
      ],
    });
  }
  return o.amount + fee;
};

/**
 * An exchange order as the exchange service executes a quote below the approval threshold: the quote (used), the
 * order selling `sell` USD for EUR at the mid rate 0.92 less the partner's exchange fee, settled at once (history
 * 1, 3, 4), its 123 Exchange entry through the FX position accounts, its 500 Fee entry and its audit entry.
 * Answers the EUR bought.
 */
const exchangeOrder = async (
  tx: Tx,
  story: Story,
  partnerId: string,
  o: { maker: string; sell: bigint; at: Date },
) => {
  const mid = '0.92000000';
  const f = exchangeFigures(
    'sell',
    o.sell,
    'USD',
    'EUR',
    mid,
    await feeRule(tx, partnerId, 'exchange', 'USD'),
  );
  const rate = effectiveRate(f.sellAmount, f.buyAmount, 'USD', 'EUR');
  const id = newId();
  const quoteId = newId();
  const [seq] = await rowsOf<{ n: string }>(tx, sql`select nextval('order_no_seq')::text as n`);
  const orderNo = `EX${day8(o.at)}${seq!.n.padStart(6, '0')}`;
  story.quotes.push({
    id: quoteId,
    partnerId,
    userId: o.maker,
    sellCurrency: 'USD',
    buyCurrency: 'EUR',
    fixedSide: 'sell',
    sellAmount: f.sellAmount,
    buyAmount: f.buyAmount,
    fee: f.fee,
    midRate: mid,
    rate,
    expiresAt: new Date(o.at.getTime() + 30_000),
    orderId: id,
    createdAt: new Date(o.at.getTime() - 10_000),
  });
  const order = {
    id,
    partnerId,
    orderNo,
    type: 'exchange',
    status: ORDER_STATUS.COMPLETED as number,
    currency: 'USD',
    amount: f.net,
    fee: f.fee,
    buyCurrency: 'EUR',
    buyAmount: f.buyAmount,
    rate,
    quotedRate: rate,
    fixedSide: 'sell',
    quoteId,
    remark: '',
    idempotencyKey: `seed:exchange:${id}`,
    requestHash: orderRequestHash('exchange', { quoteId }),
    createdBy: o.maker,
    createdAt: o.at,
    updatedAt: o.at,
  };
  story.orders.push(order);
  const step = (status: number, note: string) => ({
    orderId: id,
    partnerId,
    status,
    note,
    userId: o.maker,
    createdAt: o.at,
  });
  story.history.push(
    step(ORDER_STATUS.INITIAL, 'created from quote'),
    step(ORDER_STATUS.ACCEPTED, 'accepted at the quoted rate'),
    step(ORDER_STATUS.COMPLETED, 'settled'),
  );
  const meta = { orderId: id, orderNo, quoteId, midRate: mid };
  story.entries.push({
    id: newId(),
    key: `order:${id}:exchange`,
    type: TRANSACTION_TYPES.EXCHANGE_OUT,
    at: o.at,
    description: `Exchange ${orderNo} USD→EUR`,
    metadata: meta,
    legs: [
      { kind: 'partner', currency: 'USD', amount: -f.net },
      { kind: 'platform_fx', currency: 'USD', amount: f.net },
      { kind: 'platform_fx', currency: 'EUR', amount: -f.buyAmount },
      { kind: 'partner', currency: 'EUR', amount: f.buyAmount },
    ],
  });
  if (f.fee > 0n)
    story.entries.push({
      id: newId(),
      key: `order:${id}:fee`,
      type: TRANSACTION_TYPES.FEE,
      at: o.at,
      description: `Exchange fee ${orderNo}`,
      metadata: meta,
      legs: [
        { kind: 'partner', currency: 'USD', amount: -f.fee },
        { kind: 'platform_fees', currency: 'USD', amount: f.fee },
      ],
    });
  story.audits.push({
    partnerId,
    userId: o.maker,
    action: 'create',
    subject: 'exchange',
    subjectId: id,
    after: toOrderRecord(order as OrderRow),
    ip: '127.0.0.1',
    createdAt: o.at,
  });
  return f.buyAmount;
};

/**
 * Three months of history for one partner, planned in time order: bank deposits in USD and EUR (credited in
 * full, as the deposit service credits them), monthly USD→EUR exchanges, weekly USD withdrawals to suppliers and
 * fortnightly EUR withdrawals to the partner's own account (withdrawal orders, when `cast` names the payees).
 * Nothing spends money the account does not have at that moment.
 */
const plan = async (tx: Tx, partnerId: string, now: Date, seed: number, scale: number, cast?: MoneyCast) => {
  const rnd = prng(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const short = partnerId.replace(/-/g, '').slice(-6).toUpperCase();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 91 * 86_400_000;
  const held = new Map<string, bigint>([
    ['USD', 0n],
    ['EUR', 0n],
  ]);
  const story = emptyStory();
  const past = (at: Date) => at.getTime() < now.getTime();
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
      const orderNo = `DP${day8(date)}${short}${String(++n).padStart(4, '0')}`;
      const bankReference = `SEED${short}${String(n).padStart(6, '0')}`;
      const when = at(9 + Math.floor(rnd() * 6));
      if (!past(when)) continue;
      const depositId = newId();
      const entryId = newId();
      const txn = {
        counterpartyName: payer.name,
        counterpartyAccount: `${1000000000 + n * 7919}`,
        country: payer.country,
      };
      // As the deposit service credits the bank's notice (account.service onBankNotification).
      story.entries.push({
        id: entryId,
        key: `deposit:${bankReference}`,
        type: TRANSACTION_TYPES.DEPOSIT,
        at: when,
        description: `Deposit ${orderNo}`,
        metadata: { depositId, orderNo, txn },
        legs: [
          { kind: 'platform_bank', currency, amount: -amount },
          { kind: 'partner', currency, amount },
        ],
      });
      const instruction = depositInstructionFor(partnerId, currency);
      const remark = `Invoice settlement ${payer.name}`;
      story.deposits.push({
        id: depositId,
        partnerId,
        orderNo,
        creditCurrency: currency,
        creditedAmount: amount,
        paidAmount: amount,
        paymentCurrency: currency,
        bankName: instruction.bankName,
        bankAccountNumber: instruction.accountNumber,
        estimatedArrivalDate: addBusinessDays(when, instruction.estimatedDays),
        remark,
        status: 'credited',
        bankReference,
        entryId,
        idempotencyKey: `seed:${bankReference}`,
        requestHash: requestHash({ orderNo, bankReference, currency, amount, remark }),
        createdAt: new Date(when.getTime() - 3 * 3_600_000),
        creditedAt: when,
      });
      story.audits.push({
        partnerId,
        userId: null,
        action: 'credit',
        subject: 'account',
        subjectId: depositId,
        before: { status: 'pending' },
        after: { status: 'credited', amount: toDecimal(amount, currency), currency },
        transactionOf: entryId,
        createdAt: when,
      });
      held.set(currency, held.get(currency)! + amount);
    }
    // A USD→EUR exchange on the first business days of a month, at a mid rate of 0.92.
    const exchangeAt = at(11);
    if (date.getUTCDate() <= 3 && wd === 2 && held.get('USD')! > 2_000_000n && past(exchangeAt)) {
      const sell = (held.get('USD')! / 4n / 100n) * 100n;
      if (cast) {
        const buy = await exchangeOrder(tx, story, partnerId, { maker: cast.maker, sell, at: exchangeAt });
        held.set('EUR', held.get('EUR')! + buy);
      } else {
        // A partner without orders (the second tenant): the conversion alone, as its history always was.
        const buy = (sell * 92n) / 100n;
        story.entries.push({
          id: newId(),
          key: `seed:${partnerId}:exchange:${day}`,
          type: TRANSACTION_TYPES.EXCHANGE_OUT,
          at: exchangeAt,
          description: 'Exchange USD to EUR',
          metadata: { txn: { rate: '0.92000000' } },
          legs: [
            { kind: 'partner', currency: 'USD', amount: -sell },
            { kind: 'platform_fx', currency: 'USD', amount: sell },
            { kind: 'platform_fx', currency: 'EUR', amount: -buy },
            { kind: 'partner', currency: 'EUR', amount: buy },
          ],
        });
        held.set('EUR', held.get('EUR')! + buy);
      }
      held.set('USD', held.get('USD')! - sell);
    }
    if (!cast) continue;
    // Withdrawals to suppliers (weekly, from USD) and to the partner's own account (every other week, EUR),
    // completed by the bank within hours; the money left held is the amount and its fee.
    const supplierAt = at(15);
    if (wd === 4 && held.get('USD')! > 1_000_000n && past(new Date(supplierAt.getTime() + 3 * 3_600_000))) {
      const payee = cast.payees.get(pick(PAYEES))!;
      const amount = (held.get('USD')! / 5n / 100n) * 100n;
      const spent = await withdrawalOrder(tx, story, partnerId, {
        maker: cast.maker,
        payee,
        amount,
        at: supplierAt,
        hours: 2,
        remark: `Purchase order ${day8(date)}`,
      });
      held.set('USD', held.get('USD')! - spent);
    }
    const ownAt = at(16);
    if (
      wd === 5 &&
      day % 14 < 7 &&
      held.get('EUR')! > 500_000n &&
      past(new Date(ownAt.getTime() + 2 * 3_600_000))
    ) {
      const amount = (held.get('EUR')! / 6n / 100n) * 100n;
      const spent = await withdrawalOrder(tx, story, partnerId, {
        maker: cast.maker,
        payee: cast.payees.get('own')!,
        amount,
        at: ownAt,
        hours: 1,
        remark: 'Withdrawal to own bank account',
      });
      held.set('EUR', held.get('EUR')! - spent);
    }
  }
  return story;
};

/** A deposit the bank has announced but not yet settled, and one it rejected: both without postings. */
const openDeposits = async (tx: Tx, partnerId: string, now: Date) => {
  const short = partnerId.replace(/-/g, '').slice(-6).toUpperCase();
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const usd = depositInstructionFor(partnerId, 'USD');
  const eur = depositInstructionFor(partnerId, 'EUR');
  const failedId = newId();
  const madeAt = new Date(now.getTime() - 6 * 86_400_000);
  const reason = 'Rejected by the beneficiary bank: name mismatch';
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
      id: failedId,
      partnerId,
      orderNo: `DP${day8(madeAt)}${short}F001`,
      creditCurrency: 'EUR',
      paidAmount: 480_000n,
      paymentCurrency: 'EUR',
      bankName: eur.bankName,
      bankAccountNumber: eur.accountNumber,
      estimatedArrivalDate: addBusinessDays(madeAt, eur.estimatedDays),
      remark: 'Payer name did not match',
      status: 'failed',
      failureReason: reason,
      bankReference: `SEED${short}FAIL01`,
      idempotencyKey: `seed:${short}:failed`,
      requestHash: requestHash({ failed: short }),
      createdAt: madeAt,
    },
  ]);
  // The bank's rejection a day later, audited as the deposit service audits it (account.service).
  await tx.insert(auditLog).values({
    partnerId,
    userId: null,
    action: 'fail',
    subject: 'account',
    subjectId: failedId,
    before: { status: 'pending' },
    after: { status: 'failed', reason },
    createdAt: new Date(madeAt.getTime() + 86_400_000),
  });
};

/**
 * Demo money: three months of realistic history for the demo partner (with the `extra` records other seeds
 * planned into it, such as collections) and a little for the other one, written as the services would have
 * written it over those days, in a few batched statements (fast: the seed runs before every browser test).
 * Deterministic for a given day.
 */
export const seedMoney = async (
  tx: Tx,
  ids: { demoId: string; otherId: string },
  demo: { cast: MoneyCast; extra?: Story },
  now = new Date(),
) => {
  const story = await plan(tx, ids.demoId, now, 20261, 1, demo.cast);
  if (demo.extra)
    for (const [k, rows] of Object.entries(demo.extra))
      (story as Record<string, unknown[]>)[k]!.push(...rows);
  await writeStory(tx, ids.demoId, story);
  const other = await plan(tx, ids.otherId, now, 7, 0.2);
  other.entries = other.entries.sort((a, b) => a.at.getTime() - b.at.getTime()).slice(0, 12);
  const kept = new Set(other.entries.map((e) => e.id));
  other.deposits = other.deposits.filter((d) => kept.has(d.entryId!));
  other.audits = other.audits.filter((a) => kept.has(a.transactionOf!));
  await writeStory(tx, ids.otherId, other);
  await openDeposits(tx, ids.demoId, now);
};

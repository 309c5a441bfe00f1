import { toDecimal, toMinor } from '@remit/contract/currency';
import type { TestApp } from '../helpers/app';
import { card } from './money-story.cards';
import {
  auditContext,
  BARE_CODE,
  CODE_WITH_LABEL,
  PENDING,
  sum,
  type Account,
  type AuditContext,
  type Balance,
  type Card,
  type CardBalance,
  type MonthlyTotal,
  type Statement,
  type Txn,
} from './money-story.context';
import { everyExport, exported, statements } from './money-story.files';

/**
 * The money story audit: for every customer account of one partner, what each screen, file and
 * look-up shows — Balances, the Dashboard, Account Transactions and Transactions (all pages), the statements
 * (list, CSV and PDF files), the exports (CSV, in both languages), the records behind the movements (collections,
 * deposits, orders) and, for cards, Card Details, Card Balances and the public card lookup — against the ledger
 * itself, and that every line in them carries words, not a code. It answers what disagrees, one line each, prefixed
 * by the surface, so a failing run says where the story splits.
 */

/** Balances and the Dashboard: one figure per partner account, the ledger's; nothing the ledger holds left out. */
const balances = async (ctx: AuditContext, accounts: Account[], txns: Map<string, Txn[]>) => {
  const { fail, data, figures } = ctx;
  const list = await data<Balance[]>('account', 'list');
  const dash = await data<{ balances: Balance[]; recentTransactions: Txn[]; monthly: MonthlyTotal[] }>(
    'dashboard',
    'get',
  );
  if (JSON.stringify(dash.balances) !== JSON.stringify(list))
    fail(
      'Dashboard',
      `balances differ from Balances: ${JSON.stringify(dash.balances)} vs ${JSON.stringify(list)}`,
    );
  for (const a of accounts.filter((x) => x.kind === 'partner')) {
    const shown = list.find((b) => b.currency === a.currency);
    if (!shown) {
      if (a.balance !== 0n || a.onHold !== 0n)
        fail(
          'Balances',
          `the ${a.currency} account holds ${figures(a).ledger} ${a.currency} that Balances does not show`,
        );
      continue;
    }
    const want = { currency: a.currency, accountId: a.id, ...figures(a) };
    if (JSON.stringify({ ...want }) !== JSON.stringify({ ...want, ...shown }))
      fail('Balances', `${a.currency} shows ${JSON.stringify(shown)}, the ledger ${JSON.stringify(want)}`);
  }
  for (const b of list.filter((x) => !accounts.some((a) => a.id === x.accountId)))
    if (b.ledger !== toDecimal(0n, b.currency) || b.available !== toDecimal(0n, b.currency))
      fail('Balances', `${b.currency} shows ${b.ledger} for an account the ledger does not have`);
  // The Dashboard's latest transactions read exactly as the same rows of Transactions.
  const byId = new Map([...txns.values()].flat().map((r) => [r.id, r]));
  for (const r of dash.recentTransactions) {
    const same = byId.get(r.id);
    if (!same) fail('Dashboard', `recent transaction ${r.id} is in no account's Transactions`);
    else if (JSON.stringify(same) !== JSON.stringify(r))
      fail(
        'Dashboard',
        `recent transaction ${r.id} reads ${JSON.stringify(r)}, Transactions ${JSON.stringify(same)}`,
      );
  }
  // Its monthly totals are the partner accounts' posted credits and debits of the month.
  for (const m of dash.monthly) {
    const account = accounts.find((a) => a.kind === 'partner' && a.currency === m.currency);
    const rows = (account ? (txns.get(account.id) ?? []) : []).filter(
      (r) => r.status !== PENDING && r.createdAt.slice(0, 7) === m.month,
    );
    const changes = rows.map((r) => toMinor(r.balanceChange, m.currency));
    const incoming = toDecimal(sum(changes.filter((c) => c > 0n)), m.currency);
    const outgoing = toDecimal(-sum(changes.filter((c) => c < 0n)), m.currency);
    if (incoming !== m.incoming || outgoing !== m.outgoing)
      fail(
        'Dashboard',
        `${m.month} ${m.currency} shows in ${m.incoming} / out ${m.outgoing}, its transactions ${incoming} / ${outgoing}`,
      );
  }
};

/** Transactions (and, for the partner's own, Account Transactions): the rows add up to the ledger's figures. */
const transactions = async (ctx: AuditContext, a: Account) => {
  const { fail, all, figures, label } = ctx;
  const { rows, total } = await all<Txn>('transaction', 'page', { accountId: a.id });
  const where = `Transactions of the ${label(a)}`;
  if (rows.length !== total) fail(where, `total ${total}, rows ${rows.length}`);
  if (a.kind === 'partner') {
    const own = await all<Txn>('account-transaction', 'page', { accountId: a.id });
    if (JSON.stringify(own.rows) !== JSON.stringify(rows))
      fail(`Account Transactions of the ${label(a)}`, 'rows differ from the same account on Transactions');
  }
  let running = 0n;
  for (const r of [...rows].reverse()) {
    if (r.accountId !== a.id || r.billingCurrency !== a.currency)
      fail(where, `row ${r.id} is of ${r.accountId} in ${r.billingCurrency}`);
    running += toMinor(r.balanceChange, a.currency);
    if (toMinor(r.balanceAfter, a.currency) !== running)
      fail(
        where,
        `row ${r.id} says balance after ${r.balanceAfter}, its rows add up to ${toDecimal(running, a.currency)}`,
      );
    if (r.status === PENDING && toMinor(r.balanceChange, a.currency) !== 0n)
      fail(where, `pending row ${r.id} moves the balance by ${r.balanceChange}`);
    if (!r.description.trim() || BARE_CODE.test(r.description) || CODE_WITH_LABEL.test(r.description))
      fail(where, `row ${r.id} (type ${r.type}) is described as "${r.description}"`);
  }
  const posted = sum(rows.map((r) => toMinor(r.balanceChange, a.currency)));
  if (posted !== a.balance)
    fail(
      where,
      `rows add up to ${toDecimal(posted, a.currency)}, the ledger balance is ${figures(a).ledger}`,
    );
  const held = sum(rows.filter((r) => r.status === PENDING).map((r) => toMinor(r.amount, a.currency)));
  if (held !== a.onHold)
    fail(
      where,
      `pending rows hold ${toDecimal(held, a.currency)}, the ledger has ${figures(a).onHold} on hold`,
    );
  return rows;
};

/**
 * The records behind the movements: a collection's and a credited deposit's transaction is on Transactions, of
 * its amount, on the day it says it arrived; every order-made movement carries an order number its orders list
 * shows (a withdrawal no Withdrawal Orders shows is a story nobody can follow).
 */
const records = async (ctx: AuditContext, txns: Map<string, Txn[]>) => {
  const { fail, all } = ctx;
  const byId = new Map([...txns.values()].flat().map((r) => [r.id, r]));
  type Collection = {
    id: string;
    currency: string;
    amount: string;
    arrivedAt: string;
    transactionId: string | null;
  };
  for (const c of (await all<Collection>('collection', 'page')).rows) {
    const r = c.transactionId ? byId.get(c.transactionId) : undefined;
    const where = `Collection ${c.amount} ${c.currency} of ${c.arrivedAt.slice(0, 10)}`;
    if (!r) fail(where, `its transaction ${c.transactionId} is on no account's Transactions`);
    else if (r.transactionCurrency !== c.currency || r.transactionAmount !== c.amount)
      fail(where, `its transaction ${r.id} reads ${r.transactionAmount} ${r.transactionCurrency}`);
    else if (r.createdAt.slice(0, 10) !== c.arrivedAt.slice(0, 10))
      fail(where, `its transaction ${r.id} is dated ${r.createdAt.slice(0, 10)} (statements count it then)`);
  }
  type Deposit = {
    orderNo: string;
    status: string;
    creditedAmount: string;
    creditCurrency: string;
    creditedAt: string | null;
    transactionId: string | null;
  };
  for (const d of (await all<Deposit>('deposit-record', 'page')).rows.filter(
    (x) => x.status === 'credited',
  )) {
    const r = d.transactionId ? byId.get(d.transactionId) : undefined;
    const where = `Deposit record ${d.orderNo}`;
    if (!r) fail(where, `its transaction ${d.transactionId} is on no account's Transactions`);
    else if (
      r.orderNo !== d.orderNo ||
      r.amount !== d.creditedAmount ||
      r.billingCurrency !== d.creditCurrency
    )
      fail(
        where,
        `credited ${d.creditedAmount} ${d.creditCurrency}; its transaction ${r.id} reads ${r.orderNo} ${r.amount} ${r.billingCurrency}`,
      );
    else if (r.createdAt.slice(0, 10) !== d.creditedAt?.slice(0, 10))
      fail(
        where,
        `credited on ${d.creditedAt?.slice(0, 10)}, its transaction dated ${r.createdAt.slice(0, 10)}`,
      );
  }
  const orderLists: Record<number, string> = {
    110: 'withdrawal-order',
    111: 'payment-order',
    120: 'transfer-order',
    121: 'transfer-order',
    122: 'exchange-order',
    123: 'exchange-order',
  };
  const orders = new Map<string, Set<string>>();
  for (const list of new Set(Object.values(orderLists)))
    orders.set(list, new Set((await all<{ orderNo: string }>(list, 'page')).rows.map((o) => o.orderNo)));
  const missing = new Map<string, string[]>();
  for (const r of byId.values()) {
    const list = orderLists[r.type];
    if (!list || r.status === PENDING || (r.orderNo && orders.get(list)!.has(r.orderNo))) continue;
    const key = `${list} (type ${r.type})`;
    missing.set(key, [
      ...(missing.get(key) ?? []),
      `${r.id} "${r.description}" order ${r.orderNo ?? 'none'}`,
    ]);
  }
  for (const [key, rows] of missing)
    fail(
      'Orders',
      `${rows.length} movement(s) that ${key} does not show, e.g. ${rows.slice(0, 2).join('; ')}`,
    );
};

export const moneyStory = (t: TestApp, admin: string, partnerId: string) => {
  const ctx = auditContext(t, admin, partnerId);
  const { failures, fail, all, ledger } = ctx;
  return {
    failures,
    /** Runs the whole audit; answers the failures (empty: one story). */
    async run() {
      const accounts = await ledger();
      const txns = new Map<string, Txn[]>();
      for (const a of accounts) txns.set(a.id, await transactions(ctx, a));
      await balances(ctx, accounts, txns);
      await records(ctx, txns);
      for (const a of accounts) await exported(ctx, a, txns.get(a.id)!);
      const { rows: statementRows } = await all<Statement>('statement', 'page');
      for (const s of statementRows)
        if (!accounts.some((a) => a.id === s.accountId))
          fail('Statements', `statement ${s.id} is of no account of the partner`);
      for (const a of accounts)
        await statements(
          ctx,
          a,
          txns.get(a.id)!,
          statementRows.filter((s) => s.accountId === a.id),
        );
      const cards = (await all<Card>('card', 'page')).rows;
      const balanceRows = (await all<CardBalance>('card', 'list', { view: 'balances' })).rows;
      for (const c of cards) await card(ctx, c, accounts, balanceRows, txns);
      await everyExport(ctx);
      return failures;
    },
    txns: async (accountId: string) => (await all<Txn>('transaction', 'page', { accountId })).rows,
  };
};

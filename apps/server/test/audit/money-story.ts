import { and, eq } from 'drizzle-orm';
import type { TransactionRecord } from '@remit/contract/account';
import { toDecimal, toMinor } from '@remit/contract/currency';
import { CARD_LOOKUP_TRANSACTIONS } from '@remit/contract/card-lookup';
import { exportKindText } from '@remit/contract/export';
import { ledgerAccounts, ledgerHolds } from '../../src/db/schema/index';
import { readCsv } from '../../src/platform/exports/csv-read';
import { DEMO_PASSWORD, type TestApp } from '../helpers/app';
import { pdfTable } from './pdf-table';

/**
 * The money story audit (issue 28): for every customer account of one partner, what each screen, file and
 * look-up shows — Balances, the Dashboard, Account Transactions and Transactions (all pages), the statements
 * (list and CSV files), the exports (CSV, in both languages) and, for cards, Card Details, Card Balances and
 * the public card lookup — against the ledger itself, and that every line in them carries words, not a code.
 * It answers what disagrees, one line each, prefixed by the surface, so a failing run says where the story splits.
 */
/** An account transaction, as Transactions and Account Transactions answer it. */
type Txn = TransactionRecord;
type Balance = {
  currency: string;
  accountId: string | null;
  available: string;
  ledger: string;
  onHold: string;
};
type Statement = {
  id: string;
  type: string;
  accountId: string;
  currency: string;
  periodStart: string;
  asOf: string;
  beginningBalance: string;
  changeAmount: string;
  endingBalance: string;
  postings: number;
};
type Card = {
  id: string;
  funding: string;
  currency: string;
  merchantId: string;
  status: string;
  last4: string;
};
type Account = typeof ledgerAccounts.$inferSelect;

/** Spec §3 status 11: a hold, shown in the list but not (yet) moving the balance. */
const PENDING = 11;
/** A cell that is a code where words belong: a bare number, or "Type 140" / "类型 140". */
const BARE_CODE = /^\s*-?\d+\s*$/;
const CODE_WITH_LABEL = /^(type|status|类型|状态)\s*\d+$/i;
/** Headers of the columns that name a type or a status (the words a reader needs), in both languages. */
const WORD_COLUMN = /type|status|类型|状态/i;
const LANGS = ['en', 'zh_CN'] as const;

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

export const moneyStory = (t: TestApp, admin: string, partnerId: string) => {
  const failures: string[] = [];
  let lookups = 0;
  const fail = (surface: string, what: string) => failures.push(`${surface}: ${what}`);
  const data = async <T>(service: string, op: string, body: object = {}, token = admin): Promise<T> => {
    const res = await t.cms(token, service, op, body);
    if (res.statusCode !== 200)
      throw new Error(`${service}/${op} ${JSON.stringify(body)}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: T }).data;
  };
  /** Every row of a paged list, walked page by page at the largest size. */
  const all = async <T>(service: string, op: string, body: object = {}, token = admin) => {
    const rows: T[] = [];
    for (let page = 1; page < 1000; page++) {
      const p = await data<{ records: T[]; total: number }>(service, op, { ...body, page, size: 100 }, token);
      rows.push(...p.records);
      if (p.records.length < 100) return { rows, total: p.total };
    }
    throw new Error(`${service}/${op} does not end`);
  };
  /** A file's rows under its header (the BOM dropped), read as CSV. */
  const csvOf = (text: string) => {
    const [header = [], ...rows] = readCsv(text.replace(/^\ufeff/, ''));
    return { header, rows, col: (name: string) => header.indexOf(name) };
  };
  /** Cells that are codes where words belong (the columns naming a type or a status; "Type 140" anywhere). */
  const wordsIn = (surface: string, header: string[], rows: string[][]) => {
    const bad = new Set<string>();
    for (const row of rows)
      row.forEach((cell, i) => {
        if (CODE_WITH_LABEL.test(cell)) bad.add(`${header[i]}="${cell}"`);
        else if (
          WORD_COLUMN.test(header[i] ?? '') &&
          !/id|编号|code|码/i.test(header[i] ?? '') &&
          BARE_CODE.test(cell)
        )
          bad.add(`${header[i]}="${cell}"`);
      });
    if (bad.size > 0) fail(surface, `a code where words belong: ${[...bad].slice(0, 6).join(', ')}`);
  };
  const exportCsv = async (kind: string, filter: object, language: string) => {
    const res = await t.cms(admin, 'export', 'export', { kind, format: 'csv', filter, language });
    if (res.statusCode !== 200)
      throw new Error(`export ${kind}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return csvOf(res.body);
  };

  /** The partner's customer accounts, as the ledger holds them: the truth every surface is checked against. */
  const ledger = async () =>
    t.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.partnerId, partnerId), eq(ledgerAccounts.isCustomer, true)));
  const figures = (a: Account) => ({
    ledger: toDecimal(a.balance, a.currency),
    available: toDecimal(a.balance - a.onHold, a.currency),
    onHold: toDecimal(a.onHold, a.currency),
  });
  const label = (a: Account) => `${a.kind} ${a.currency} account ${a.id.slice(-6)}`;

  /** Balances and the Dashboard: one figure per partner account, the ledger's; nothing the ledger holds left out. */
  const balances = async (accounts: Account[], txns: Map<string, Txn[]>) => {
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
  const transactions = async (a: Account) => {
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

  /** The transactions export of one account, in both languages: the same rows, figures and words. */
  const exported = async (a: Account, rows: Txn[]) => {
    const kinds = a.kind === 'partner' ? ['allTransactions', 'accountTransactions'] : ['allTransactions'];
    for (const kind of kinds)
      for (const language of LANGS) {
        const where = `Export ${kind} (${language}) of the ${label(a)}`;
        const file = await exportCsv(kind, { accountId: a.id }, language);
        const [id, after, change] = [0, 9, 8];
        if (file.rows.length !== rows.length)
          fail(where, `${file.rows.length} rows, Transactions ${rows.length}`);
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const cells of file.rows) {
          const r = byId.get(cells[id]!);
          if (!r) fail(where, `row ${cells[id]} is not on Transactions`);
          else if (cells[after] !== r.balanceAfter || cells[change] !== r.balanceChange)
            fail(
              where,
              `row ${r.id}: change ${cells[change]} / after ${cells[after]}, on screen ${r.balanceChange} / ${r.balanceAfter}`,
            );
        }
        wordsIn(where, file.header, file.rows);
      }
  };

  /**
   * Statements: every one of the account's agrees with its transactions at its dates; the latest of each type is
   * downloaded as CSV (both languages), its lines the same transactions by the same ids, in words.
   */
  const statements = async (a: Account, rows: Txn[], mine: Statement[]) => {
    const posted = [...rows].reverse().filter((r) => r.status !== PENDING);
    const balanceAt = (instant: string) =>
      posted
        .filter((r) => r.createdAt < instant)
        .reduce((b, r) => b + toMinor(r.balanceChange, a.currency), 0n);
    for (const s of mine) {
      const where = `Statement ${s.type} ${s.periodStart.slice(0, 10)} of the ${label(a)}`;
      const [begin, change, end] = [s.beginningBalance, s.changeAmount, s.endingBalance].map((v) =>
        toMinor(v, a.currency),
      );
      if (begin! + change! !== end)
        fail(where, `${s.beginningBalance} + ${s.changeAmount} ≠ ${s.endingBalance}`);
      const [wantBegin, wantEnd] = [balanceAt(s.periodStart), balanceAt(s.asOf)];
      if (begin !== wantBegin || end !== wantEnd)
        fail(
          where,
          `shows ${s.beginningBalance} → ${s.endingBalance}, its transactions ${toDecimal(wantBegin, a.currency)} → ${toDecimal(wantEnd, a.currency)}`,
        );
    }
    const ids = new Set(rows.map((r) => r.id));
    for (const type of ['daily', 'monthly']) {
      const latest = mine
        .filter((s) => s.type === type && s.postings > 0)
        .sort((x, y) => y.asOf.localeCompare(x.asOf))[0];
      if (!latest) continue;
      for (const language of LANGS) {
        const where = `Statement file ${type} ${latest.periodStart.slice(0, 10)} (csv, ${language}) of the ${label(a)}`;
        const res = await t.cms(admin, 'statement', 'export', { id: latest.id, format: 'csv', language });
        if (res.statusCode !== 200) {
          fail(where, `answers ${res.statusCode}`);
          continue;
        }
        const file = csvOf(res.body);
        const [idCol, amountCol, balanceCol] = [1, 4, 5];
        const lines = sum(file.rows.map((c) => toMinor(c[amountCol]!, a.currency)));
        if (toDecimal(lines, a.currency) !== latest.changeAmount)
          fail(
            where,
            `lines add up to ${toDecimal(lines, a.currency)}, its change amount is ${latest.changeAmount}`,
          );
        if (file.rows.length > 0 && file.rows.at(-1)![balanceCol] !== latest.endingBalance)
          fail(
            where,
            `last balance ${file.rows.at(-1)![balanceCol]}, ending balance ${latest.endingBalance}`,
          );
        const unknown = file.rows.map((c) => c[idCol]!).filter((id) => !ids.has(id));
        if (unknown.length > 0)
          fail(where, `${unknown.length} line(s) carry an id Transactions does not show, e.g. ${unknown[0]}`);
        wordsIn(where, file.header, file.rows);
        // The same statement as PDF, read as a viewer extracts its text: the same lines, figures and words.
        const pdfWhere = where.replace('(csv,', '(pdf,');
        const pdf = await t.cms(admin, 'statement', 'export', { id: latest.id, format: 'pdf', language });
        if (pdf.statusCode !== 200 || !pdf.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
          fail(pdfWhere, `answers ${pdf.statusCode}, not a PDF`);
          continue;
        }
        const table = await pdfTable(pdf.rawPayload, file.header);
        if (!table.text.includes(`${latest.endingBalance} ${a.currency}`))
          fail(pdfWhere, `does not show its ending balance ${latest.endingBalance} ${a.currency}`);
        if (table.rows.length !== file.rows.length)
          fail(pdfWhere, `${table.rows.length} lines, the CSV ${file.rows.length}`);
        const strange = table.rows.filter((cells) => !ids.has(cells[idCol]!)).map((cells) => cells[idCol]);
        if (strange.length > 0)
          fail(
            pdfWhere,
            `${strange.length} line(s) carry an id Transactions does not show, e.g. "${strange[0]}"`,
          );
        const differ = table.rows
          .map((cells, i) => [cells, file.rows[i] ?? []] as const)
          .filter(([p, c]) => [2, amountCol, balanceCol].some((k) => p[k] !== c[k]));
        if (differ.length > 0) {
          const [p, c] = differ[0]!;
          fail(
            pdfWhere,
            `${differ.length} line(s) differ from the CSV, e.g. "${p.join(' | ')}" vs "${c.join(' | ')}"`,
          );
        }
        wordsIn(pdfWhere, file.header, table.rows);
      }
    }
  };

  /** A card: Card Details, Card Balances (once, its own account) and the public lookup, against its account. */
  const card = async (c: Card, accounts: Account[], balanceRows: CardBalance[], txns: Map<string, Txn[]>) => {
    const own = c.funding === 'topUp';
    const a = accounts.find((x) =>
      own
        ? x.kind === 'card' && x.ownerId === c.id
        : x.kind === 'merchant' && x.ownerId === c.merchantId && x.currency === c.currency,
    );
    const want = a ? figures(a) : { ledger: toDecimal(0n, c.currency), available: toDecimal(0n, c.currency) };
    const tag = `card ****${c.last4} (${c.funding}, ${c.status})`;
    const detail = (await data<{ balance: CardBalance }>('card', 'get', { id: c.id })).balance;
    if (
      detail.balance !== want.ledger ||
      detail.available !== want.available ||
      detail.accountId !== (a?.id ?? null)
    )
      fail(
        'Card Details',
        `${tag} shows ${detail.balance} / ${detail.available}, its account ${want.ledger} / ${want.available}`,
      );
    const rows = balanceRows.filter((r) => r.cardId === c.id);
    if (rows.length !== 1) fail('Card Balances', `${tag} appears ${rows.length} times`);
    for (const r of rows)
      if (
        r.accountId !== (a?.id ?? null) ||
        r.balance !== want.ledger ||
        r.available !== want.available ||
        r.currency !== c.currency
      )
        fail(
          'Card Balances',
          `${tag} row shows ${r.balance} / ${r.available} ${r.currency} of account ${r.accountId?.slice(-6)}, its own ${want.ledger} / ${want.available} ${c.currency}`,
        );
    await lookup(c, tag, a, a ? (txns.get(a.id) ?? []) : []);
  };

  const lookup = async (c: Card, tag: string, a: Account | undefined, rows: Txn[]) => {
    const where = `Public card lookup of ${tag}`;
    const secret = await data<{ pan: string; expiry: string; cvv2: string }>('card', 'get-by', {
      id: c.id,
      password: DEMO_PASSWORD,
    });
    const remoteAddress = `10.28.${Math.floor(++lookups / 250)}.${(lookups % 250) + 1}`;
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/portal/card-lookup/token',
      payload: { pan: secret.pan, expiry: secret.expiry, cvv2: secret.cvv2 },
      remoteAddress,
    });
    if (token.statusCode !== 200) return; // a card the lookup does not open (closed, lost): nothing shown to compare
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/portal/card-lookup/balance',
      payload: {},
      headers: { card_token: (token.json() as { data: { cardToken: string } }).data.cardToken },
      remoteAddress,
    });
    const shown = (res.json() as { data: LookupBalance }).data;
    const available = a ? toDecimal(a.balance - a.onHold, a.currency) : toDecimal(0n, c.currency);
    if (shown.available !== available || shown.currency !== c.currency)
      fail(where, `shows ${shown.available} ${shown.currency}, its account ${available} ${c.currency}`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const line of shown.transactions) {
      const r = byId.get(line.id);
      if (!r) fail(where, `line ${line.id} is not on its account's Transactions`);
      else if (
        line.type !== r.type ||
        line.status !== r.status ||
        toMinor(line.amount.replace('-', ''), c.currency) !== toMinor(r.amount, c.currency)
      )
        fail(
          where,
          `line ${line.id} reads ${line.type}/${line.status} ${line.amount}, Transactions ${r.type}/${r.status} ${r.amount}`,
        );
      if (
        !line.description.trim() ||
        CODE_WITH_LABEL.test(line.description) ||
        BARE_CODE.test(line.description)
      )
        fail(where, `line ${line.id} (type ${line.type}) is described as "${line.description}"`);
      if (
        r &&
        [140, 141].includes(r.type) &&
        r.counterpartyName &&
        !line.description.includes(r.counterpartyName)
      )
        fail(
          where,
          `card line ${line.id} does not name the merchant "${r.counterpartyName}": "${line.description}"`,
        );
    }
    // The money the card holds is on its list as pending (its whole history fits the list: all of it).
    const holds = await t.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.partnerId, partnerId), eq(ledgerHolds.status, 'pending')));
    const held = sum(
      holds
        .filter((h) => (h.metadata as { cardId?: string } | null)?.cardId === c.id)
        .map((h) => h.remaining),
    );
    const pendingLines = sum(
      shown.transactions
        .filter((l) => l.status === PENDING)
        .map((l) => toMinor(l.amount.replace('-', ''), c.currency)),
    );
    if (shown.transactions.length < CARD_LOOKUP_TRANSACTIONS ? pendingLines !== held : pendingLines > held)
      fail(
        where,
        `its pending lines hold ${toDecimal(pendingLines, c.currency)}, the card has ${toDecimal(held, c.currency)} on hold`,
      );
    if (c.funding === 'topUp' && a) {
      // The card's own account: the lookup's lines are its latest transactions, holds among them as pending.
      const latest = rows.slice(0, CARD_LOOKUP_TRANSACTIONS).map((r) => `${r.id}/${r.status}`);
      const lines = shown.transactions.map((l) => `${l.id}/${l.status}`);
      if (JSON.stringify(lines) !== JSON.stringify(latest))
        fail(where, `lists ${lines.join(', ')}; its latest transactions are ${latest.join(', ')}`);
    }
  };

  /**
   * The records behind the movements: a collection's and a credited deposit's transaction is on Transactions, of
   * its amount, on the day it says it arrived; every order-made movement carries an order number its orders list
   * shows (a withdrawal no Withdrawal Orders shows is a story nobody can follow).
   */
  const records = async (txns: Map<string, Txn[]>) => {
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
        fail(
          where,
          `its transaction ${r.id} is dated ${r.createdAt.slice(0, 10)} (statements count it then)`,
        );
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

  /** Every export a user can make, in both languages: a type or status in words, never a code. */
  const everyExport = async () => {
    for (const kind of Object.keys(exportKindText))
      for (const language of LANGS) {
        const file = await exportCsv(kind, {}, language).catch((e: Error) => {
          fail(`Export ${kind} (${language})`, e.message);
          return undefined;
        });
        if (file) wordsIn(`Export ${kind} (${language})`, file.header, file.rows);
      }
  };

  return {
    failures,
    /** Runs the whole audit; answers the failures (empty: one story). */
    async run() {
      const accounts = await ledger();
      const txns = new Map<string, Txn[]>();
      for (const a of accounts) txns.set(a.id, await transactions(a));
      await balances(accounts, txns);
      await records(txns);
      for (const a of accounts) await exported(a, txns.get(a.id)!);
      const { rows: statementRows } = await all<Statement>('statement', 'page');
      for (const s of statementRows)
        if (!accounts.some((a) => a.id === s.accountId))
          fail('Statements', `statement ${s.id} is of no account of the partner`);
      for (const a of accounts)
        await statements(
          a,
          txns.get(a.id)!,
          statementRows.filter((s) => s.accountId === a.id),
        );
      const cards = (await all<Card>('card', 'page')).rows;
      const balanceRows = (await all<CardBalance>('card', 'list', { view: 'balances' })).rows;
      for (const c of cards) await card(c, accounts, balanceRows, txns);
      await everyExport();
      return failures;
    },
    txns: async (accountId: string) => (await all<Txn>('transaction', 'page', { accountId })).rows,
  };
};

type MonthlyTotal = { month: string; currency: string; incoming: string; outgoing: string };
type CardBalance = {
  cardId: string;
  accountId: string | null;
  currency: string;
  balance: string;
  available: string;
};
type LookupBalance = {
  currency: string;
  available: string;
  transactions: { id: string; type: number; status: number; amount: string; description: string }[];
};
export type { Txn };

import { and, eq } from 'drizzle-orm';
import type { TransactionRecord } from '@remit/contract/account';
import { toDecimal } from '@remit/contract/currency';
import { ledgerAccounts } from '../../src/db/schema/index';
import { readCsv } from '../../src/platform/exports/csv-read';
import type { TestApp } from '../helpers/app';

/** What the money story audit shares: its truth, its readers and where it notes what disagrees. */
export type Txn = TransactionRecord;
export type Balance = {
  currency: string;
  accountId: string | null;
  available: string;
  ledger: string;
  onHold: string;
};
export type Statement = {
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
export type Card = {
  id: string;
  funding: string;
  currency: string;
  merchantId: string;
  status: string;
  last4: string;
};
export type Account = typeof ledgerAccounts.$inferSelect;

/** Spec §3 status 11: a hold, shown in the list but not (yet) moving the balance. */
export const PENDING = 11;
/** A cell that is a code where words belong: a bare number, or "Type 140" / "类型 140". */
export const BARE_CODE = /^\s*-?\d+\s*$/;
export const CODE_WITH_LABEL = /^(type|status|类型|状态)\s*\d+$/i;
/** Headers of the columns that name a type or a status (the words a reader needs), in both languages. */
export const WORD_COLUMN = /type|status|类型|状态/i;
export const LANGS = ['en', 'zh_CN'] as const;

export const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

export type MonthlyTotal = { month: string; currency: string; incoming: string; outgoing: string };
export type CardBalance = {
  cardId: string;
  accountId: string | null;
  currency: string;
  balance: string;
  available: string;
};
export type LookupBalance = {
  currency: string;
  available: string;
  transactions: { id: string; type: number; status: number; amount: string; description: string }[];
};

/** The audit of one partner, as the holder of `admin` sees it: the readers every surface uses, and its failures. */
export const auditContext = (t: TestApp, admin: string, partnerId: string) => {
  const failures: string[] = [];
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
  return {
    t,
    admin,
    partnerId,
    failures,
    fail,
    data,
    all,
    csvOf,
    wordsIn,
    exportCsv,
    ledger,
    figures,
    label,
  };
};
export type AuditContext = ReturnType<typeof auditContext>;

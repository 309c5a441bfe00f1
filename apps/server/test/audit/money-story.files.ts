import { toDecimal, toMinor } from '@remit/contract/currency';
import { exportKindText } from '@remit/contract/export';
import { pdfTable } from './pdf-table';
import {
  PENDING,
  LANGS,
  sum,
  type Account,
  type AuditContext,
  type Statement,
  type Txn,
} from './money-story.context';

// The money story's files: the transactions exports, the statements (CSV and PDF) and every other export.

/** The transactions export of one account, in both languages: the same rows, figures and words. */
export const exported = async (ctx: AuditContext, a: Account, rows: Txn[]) => {
  const { fail, wordsIn, exportCsv, label } = ctx;
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
export const statements = async (ctx: AuditContext, a: Account, rows: Txn[], mine: Statement[]) => {
  const { t, admin, fail, csvOf, wordsIn, label } = ctx;
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
        fail(where, `last balance ${file.rows.at(-1)![balanceCol]}, ending balance ${latest.endingBalance}`);
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

/** Every export a user can make, in both languages: a type or status in words, never a code. */
export const everyExport = async (ctx: AuditContext) => {
  const { fail, wordsIn, exportCsv } = ctx;
  for (const kind of Object.keys(exportKindText))
    for (const language of LANGS) {
      const file = await exportCsv(kind, {}, language).catch((e: Error) => {
        fail(`Export ${kind} (${language})`, e.message);
        return undefined;
      });
      if (file) wordsIn(`Export ${kind} (${language})`, file.header, file.rows);
    }
};

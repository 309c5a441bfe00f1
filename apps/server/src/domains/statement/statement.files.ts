import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { WireLanguage } from '@remit/contract/envelope';
import { toDecimal } from '@remit/contract/money';
import { transactionTypeText } from '@remit/contract/transaction';
import type { Db } from '../../db/client';
import { csvLines } from '../../platform/exports/export-writers';
import { periodLabel } from './statement.periods';
import { statementLines, type StatementLine, type StatementRow } from './statement.repository';

/** The contract's words for the type, as every screen and export prints them. */
const typeLabel = (type: number, lang: WireLanguage) => transactionTypeText(type)[lang];

const T = {
  title: {
    daily: { en: 'Daily Statement', zh_CN: '日对账单' },
    monthly: { en: 'Monthly Statement', zh_CN: '月对账单' },
  },
  headers: {
    en: ['Time (UTC)', 'Transaction ID', 'Type', 'Description', 'Amount', 'Balance'],
    zh_CN: ['时间（UTC）', '交易编号', '类型', '描述', '金额', '余额'],
  },
  partner: { en: 'Partner', zh_CN: '合作方' },
  account: { en: 'Account', zh_CN: '账户' },
  currency: { en: 'Currency', zh_CN: '币种' },
  period: { en: 'Period', zh_CN: '期间' },
  asOf: { en: 'Balances as of (UTC)', zh_CN: '余额截至（UTC）' },
  provisional: {
    en: 'Provisional: the period had not ended when this was produced.',
    zh_CN: '临时对账单：生成时该期间尚未结束。',
  },
  beginning: { en: 'Beginning balance', zh_CN: '期初余额' },
  change: { en: 'Change amount', zh_CN: '变动金额' },
  ending: { en: 'Ending balance', zh_CN: '期末余额' },
  none: { en: 'No transactions in this period.', zh_CN: '本期间无交易。' },
} as const;

export type StatementHeader = StatementRow & { partnerName: string };

const periodText = (s: StatementRow) => {
  const last = new Date(s.periodEnd.getTime() - 86_400_000).toISOString().slice(0, 10);
  const first = s.periodStart.toISOString().slice(0, 10);
  return s.periodType === 'daily' ? first : `${periodLabel('monthly', s.periodStart)} (${first} – ${last})`;
};

/** Lines with the running balance, from the beginning balance: the last one equals the ending balance. */
async function* withBalances(db: Db, s: StatementRow) {
  let balance = s.beginningBalance;
  for await (const batch of statementLines(db, s)) {
    yield batch.map((line: StatementLine) => {
      balance += line.amount;
      return { line, balance };
    });
  }
}

/** The statement's postings as CSV (BOM for Excel), money as decimal strings in the currency's exponent. */
export const statementCsv = (db: Db, s: StatementRow, lang: WireLanguage): Readable => {
  async function* chunks() {
    yield '\ufeff' + csvLines([[...T.headers[lang]]]);
    for await (const batch of withBalances(db, s))
      yield csvLines(
        batch.map(({ line, balance }) => [
          line.createdAt.toISOString(),
          line.transactionId,
          typeLabel(line.type, lang),
          line.description,
          toDecimal(line.amount, s.currency),
          toDecimal(balance, s.currency),
        ]),
      );
  }
  return Readable.from(chunks(), { objectMode: false });
};

const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FACE = 'NotoSansCJKsc-Regular';

/**
 * The statement as a PDF (pdfkit). Chinese needs a CJK font: Noto Sans CJK is embedded (subset) when the
 * machine has it; otherwise Helvetica, which covers the English statement.
 */
export const statementPdf = (db: Db, s: StatementHeader, lang: WireLanguage): Readable => {
  const doc = new PDFDocument({ size: 'A4', margin: 40, bufferPages: false });
  const period = periodText(s);
  // The document's info stays ASCII (searchable, and readable by any viewer's properties dialog).
  doc.info.Title = `${T.title[s.periodType as 'daily'].en} ${s.currency} ${period.replace(' – ', ' to ')}`;
  doc.info.Subject = s.fileName;
  const hasCjk = existsSync(CJK_FONT);
  if (hasCjk) doc.registerFont('body', CJK_FONT, CJK_FACE);
  doc.font(hasCjk ? 'body' : 'Helvetica');
  const money = (v: bigint) => `${toDecimal(v, s.currency)} ${s.currency}`;

  doc.fontSize(18).text(T.title[s.periodType as 'daily'][lang]);
  doc.moveDown(0.5).fontSize(10);
  const facts: [string, string][] = [
    [T.partner[lang], s.partnerName],
    [T.account[lang], `${s.accountKind} · ${s.accountId}`],
    [T.currency[lang], s.currency],
    [T.period[lang], period],
    [T.asOf[lang], s.asOf.toISOString()],
    [T.beginning[lang], money(s.beginningBalance)],
    [T.change[lang], money(s.changeAmount)],
    [T.ending[lang], money(s.endingBalance)],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
  if (s.asOf < s.periodEnd)
    doc.moveDown(0.3).fillColor('#b45309').text(T.provisional[lang]).fillColor('black');
  doc.moveDown();

  // Columns: time, id, type, description, amount, balance (widths sum to the A4 text width, 515).
  const widths = [92, 86, 62, 115, 80, 80];
  const cellOptions = (i: number) => ({
    width: widths[i]! - 4,
    align: i >= 4 ? ('right' as const) : ('left' as const),
  });
  /** A row's height: its tallest cell (a long description wraps onto several lines), measured before drawing. */
  const rowHeight = (cells: string[]) =>
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, cellOptions(i)))) + 3;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Draws a row whose height was made sure to fit: every cell at the same top, none left to flow on. */
  const drawRow = (cells: string[], height: number, rule = false) => {
    const top = doc.y;
    let x = doc.page.margins.left;
    cells.forEach((cell, i) => {
      doc.text(cell, x, top, cellOptions(i));
      x += widths[i]!;
    });
    doc.x = doc.page.margins.left;
    doc.y = top + height;
    if (rule)
      doc
        .moveTo(doc.page.margins.left, doc.y - 1)
        .lineTo(doc.page.width - doc.page.margins.right, doc.y - 1)
        .stroke();
  };
  const headings = [...T.headers[lang]];
  const header = () => drawRow(headings, rowHeight(headings), true);
  /**
   * A row, whole on one page: when it does not fit below the last one it starts a new page, under the headings
   * again (a row split across pages would leave its amount and balance alone on a page with no headings).
   */
  const row = (cells: string[]) => {
    const height = rowHeight(cells);
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
    }
    drawRow(cells, height);
  };

  const write = async () => {
    doc.fontSize(8);
    header();
    let any = false;
    for await (const batch of withBalances(db, s))
      for (const { line, balance } of batch) {
        any = true;
        row([
          line.createdAt.toISOString().replace('T', ' ').slice(0, 19),
          line.transactionId,
          typeLabel(line.type, lang),
          line.description,
          toDecimal(line.amount, s.currency),
          toDecimal(balance, s.currency),
        ]);
      }
    if (!any) doc.moveDown().fontSize(10).text(T.none[lang]);
    doc.end();
  };
  write().catch((err: unknown) => doc.destroy(err as Error));
  return doc as unknown as Readable;
};

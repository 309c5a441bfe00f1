import type { FastifyBaseLogger } from 'fastify';
import type {
  StatementGenerateRequest,
  StatementPageRequest,
  StatementRecord,
} from '@remit/contract/statement';
import type { WireLanguage } from '@remit/contract/envelope';
import { toDecimal } from '@remit/contract/money';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { generatePeriod } from './statement.generate';
import { isoDay, periodLabel, periodsOf, yesterday } from './statement.periods';
import { findPartner } from '../partner/partner.repository';
import { findStatement, openPeriodsToClose, pageStatements, type StatementRow } from './statement.repository';
import { statementCsv, statementPdf } from './statement.files';

export const STATEMENTS_QUEUE = 'statements.generate';

export const toRecord = (s: StatementRow): StatementRecord => ({
  id: s.id,
  type: s.periodType as StatementRecord['type'],
  accountId: s.accountId,
  accountKind: s.accountKind,
  currency: s.currency,
  date: periodLabel(s.periodType as StatementRecord['type'], s.periodStart),
  periodStart: s.periodStart.toISOString(),
  periodEnd: s.periodEnd.toISOString(),
  asOf: s.asOf.toISOString(),
  provisional: s.asOf < s.periodEnd,
  beginningBalance: toDecimal(s.beginningBalance, s.currency),
  changeAmount: toDecimal(s.changeAmount, s.currency),
  endingBalance: toDecimal(s.endingBalance, s.currency),
  postings: s.postings,
  fileName: s.fileName,
  createdAt: s.createdAt.toISOString(),
});

/** Statements: produced nightly from the ledger, listed, downloaded as CSV or PDF. */
export const createStatementsService = (deps: { db: Db; log: FastifyBaseLogger }) => {
  const { db } = deps;

  /** The statements of `day` (and of its month), for one partner or all. */
  const generateFor = async (day: string, options: { partnerId?: string; now?: Date } = {}) => {
    const now = options.now ?? new Date();
    const { daily, monthly } = periodsOf(day);
    if (daily.start > now) throw new AppError('STATEMENT_DATE_INVALID', { date: day });
    return {
      daily: await generatePeriod(db, daily, { ...options, now }),
      monthly: await generatePeriod(db, monthly, { ...options, now }),
    };
  };

  /**
   * The nightly run (00:05 UTC): yesterday's daily statements, last month's when yesterday closed it, and
   * any provisional statement whose period has ended since. Safe to repeat: final statements stay as they are.
   */
  const nightly = async (now = new Date()) => {
    const day = yesterday(now);
    const { daily, monthly } = periodsOf(day);
    let written = await generatePeriod(db, daily, { now });
    if (monthly.end <= now) written += await generatePeriod(db, monthly, { now });
    for (const period of await openPeriodsToClose(db, now))
      written += await generatePeriod(db, period, { now });
    deps.log.info({ day, written }, 'statements generated');
    return written;
  };

  const load = async (actor: Actor, id: string) => {
    const s = foundOr(await findStatement(db, actor.partnerId, id), 'STATEMENT_NOT_FOUND');
    return s;
  };

  return {
    generateFor,
    nightly,

    async page(actor: Actor, request: StatementPageRequest) {
      const { page, size, ...filter } = request;
      const { records, total } = await pageStatements(db, actor.partnerId, filter, page, size);
      return { records: records.map(toRecord), total, page, size };
    },

    async file(actor: Actor, id: string, format: 'csv' | 'pdf', lang: WireLanguage) {
      const s = await load(actor, id);
      if (format === 'csv') return { fileName: `${s.fileName}.csv`, stream: statementCsv(db, s, lang) };
      const partner = await findPartner(db, s.partnerId);
      return {
        fileName: `${s.fileName}.pdf`,
        stream: statementPdf(db, { ...s, partnerName: partner?.name ?? '' }, lang),
      };
    },

    /** Operator only: another partner's caller learns nothing (404), as for any id it may not see. */
    async generateNow(actor: Actor, request: StatementGenerateRequest, ctx: ChangeContext) {
      if (!actor.isOperator) throw new AppError('NOT_FOUND');
      const result = await generateFor(request.date, { partnerId: request.partnerId });
      await writeAudit(db, {
        partnerId: actor.partnerId,
        userId: actor.userId,
        action: 'generate',
        subject: 'statement',
        after: {
          date: request.date,
          partnerId: request.partnerId ?? null,
          ...result,
          at: isoDay(new Date()),
        },
        ip: ctx.ip,
      });
      return result;
    },
  };
};
export type StatementsService = ReturnType<typeof createStatementsService>;

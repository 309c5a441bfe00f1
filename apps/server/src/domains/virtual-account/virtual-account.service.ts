import {
  defaultSettlementCurrency,
  VA_COUNTRY_CURRENCY,
  VA_STATUS,
  type VirtualAccountCallRequest,
  type VirtualAccountCreateRequest,
  type VirtualAccountPageRequest,
  type VirtualAccountRecord,
  type VirtualAccountUpdateRequest,
} from '@remit/contract/virtual-account';
import type { VaIssuer } from '../../adapters/bank/va-issuer';
import type { Db } from '../../db/client';
import { inTransaction } from '../../ledger/ledger.tx';
import { auditFrom, auditRecordFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr, statusWords } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import { partnerScope, type Actor } from '../../platform/session.plugin';
import * as repo from './virtual-account.repository';
import { requireBalanceCurrency } from '../account/account.currencies';
import { refuseSelfReview } from '../../platform/maker-checker';

const STATUS_TEXT: Record<number, { en: string; zh_CN: string }> = {
  0: { en: 'Initial', zh_CN: '初始' },
  1: { en: 'Enabled', zh_CN: '已启用' },
  2: { en: 'Disabled', zh_CN: '已停用' },
};

export const toVirtualAccountRecord = (r: repo.VirtualAccountRow): VirtualAccountRecord => ({
  id: r.id,
  partnerId: r.partnerId,
  partnerName: r.partnerName,
  country: r.country,
  currency: r.currency,
  settlementCurrency: r.settlementCurrency,
  businessType: r.businessType,
  alias: r.alias,
  status: r.status,
  details: r.details ?? null,
  rejectReason: r.rejectReason ?? null,
  createdAt: r.createdAt.toISOString(),
  openedAt: r.openedAt?.toISOString() ?? null,
});

/** The operator sees every partner's accounts (the review desk); a partner only its own. */

export type VirtualAccountSettings = {
  sandbox: boolean;
  autoOpen: boolean;
  /** The account-balance currencies: what an account may settle in (its collections are credited in it). */
  balanceCurrencies: readonly string[];
};

const audit = auditFrom('collection');
const auditRecord = auditRecordFrom('collection');

export const createVirtualAccountService = (deps: {
  db: Db;
  issuer: VaIssuer;
  settings: VirtualAccountSettings;
}) => {
  const { db, issuer } = deps;

  const find = async (actor: Actor, id: string, lock = false, tx: Db = db) =>
    foundOr(await repo.findVirtualAccount(tx, partnerScope(actor), id, lock), 'VIRTUAL_ACCOUNT_NOT_FOUND');

  /** The bank issues the details (outside the transaction: a real bank is a network call), then it opens. */
  const open = async (actorUserId: string | null, row: repo.VirtualAccountRow, ip: string | null) => {
    const details = await issuer.issueAccount(row.country as keyof typeof VA_COUNTRY_CURRENCY, row.currency, {
      accountName: row.partnerName,
      seed: row.id,
    });
    return inTransaction(db, async (tx) => {
      const current = foundOr(
        await repo.findVirtualAccount(tx, null, row.id, true),
        'VIRTUAL_ACCOUNT_NOT_FOUND',
      );
      if (current.status !== VA_STATUS.INITIAL || current.openedAt)
        throw new AppError('VIRTUAL_ACCOUNT_NOT_PENDING', statusParams(current.status));
      const openedAt = new Date();
      await repo.updateVirtualAccount(tx, row.id, {
        status: VA_STATUS.ENABLED,
        details,
        issuer: issuer.name,
        openedAt,
      });
      await writeAudit(tx, {
        ...auditRecord({ userId: actorUserId }, { ip }, row),
        action: 'open',
        before: { status: current.status },
        after: { status: VA_STATUS.ENABLED, issuer: issuer.name, country: row.country },
      });
      return toVirtualAccountRecord({ ...current, status: VA_STATUS.ENABLED, details, openedAt });
    });
  };

  const statusParams = (status: number) => statusWords(STATUS_TEXT, status);

  return {
    async page(actor: Actor, input: VirtualAccountPageRequest) {
      const { records, total } = await repo.pageVirtualAccounts(
        db,
        partnerScope(actor),
        { country: input.country, status: input.status, alias: input.alias || undefined },
        input.page,
        input.size,
      );
      return { records: records.map(toVirtualAccountRecord), total, page: input.page, size: input.size };
    },

    async get(actor: Actor, id: string) {
      return toVirtualAccountRecord(await find(actor, id));
    },

    async create(actor: Actor, input: VirtualAccountCreateRequest, ctx: ChangeContext) {
      const id = newId();
      const country = input.country as keyof typeof VA_COUNTRY_CURRENCY;
      const currency = VA_COUNTRY_CURRENCY[country];
      const { balanceCurrencies } = deps.settings;
      const settlementCurrency =
        input.settlementCurrency ?? defaultSettlementCurrency(country, balanceCurrencies);
      // Collections are credited in it: a currency outside the balances would land where nobody sees it.
      requireBalanceCurrency(balanceCurrencies, settlementCurrency, 'settlementCurrency');
      await inTransaction(db, async (tx) => {
        await repo.insertVirtualAccount(tx, {
          id,
          partnerId: actor.partnerId,
          country: input.country,
          currency,
          settlementCurrency,
          businessType: input.businessType,
          alias: input.alias,
          status: VA_STATUS.INITIAL,
          createdBy: actor.userId,
        });
        await writeAudit(tx, {
          ...audit(actor, ctx, id),
          action: 'apply',
          after: {
            country: input.country,
            currency,
            settlementCurrency,
            businessType: input.businessType,
            alias: input.alias,
          },
        });
      });
      const row = await find(actor, id);
      // The sandbox bank may open every application at once (VA_SANDBOX_AUTO_OPEN).
      if (deps.settings.sandbox && deps.settings.autoOpen) return open(null, row, ctx.ip);
      return toVirtualAccountRecord(row);
    },

    async update(actor: Actor, input: VirtualAccountUpdateRequest, ctx: ChangeContext) {
      const before = await find(actor, input.id);
      await inTransaction(db, async (tx) => {
        await repo.updateVirtualAccount(tx, before.id, { alias: input.alias });
        await writeAudit(tx, {
          ...auditRecord(actor, ctx, before),
          action: 'update',
          before: { alias: before.alias },
          after: { alias: input.alias },
        });
      });
      return toVirtualAccountRecord(await find(actor, input.id));
    },

    async call(actor: Actor, input: VirtualAccountCallRequest, ctx: ChangeContext) {
      const row = await find(actor, input.id);
      if (input.action === 'open' || input.action === 'reject') {
        // The review desk: the operator decides on applications (the route's gate).
        if (row.status !== VA_STATUS.INITIAL || row.openedAt)
          throw new AppError('VIRTUAL_ACCOUNT_NOT_PENDING', statusParams(row.status));
        refuseSelfReview(actor, 'virtualAccount', row.createdBy);
        if (input.action === 'open') return open(actor.userId, row, ctx.ip);
        return inTransaction(db, async (tx) => {
          const current = await repo.findVirtualAccount(tx, null, row.id, true);
          if (!current || current.status !== VA_STATUS.INITIAL || current.openedAt)
            throw new AppError('VIRTUAL_ACCOUNT_NOT_PENDING', statusParams(current?.status ?? 2));
          await repo.updateVirtualAccount(tx, row.id, {
            status: VA_STATUS.DISABLED,
            rejectReason: input.reason,
          });
          await writeAudit(tx, {
            ...auditRecord(actor, ctx, row),
            action: 'reject',
            before: { status: current.status },
            after: { status: VA_STATUS.DISABLED, reason: input.reason },
          });
          return toVirtualAccountRecord({
            ...current,
            status: VA_STATUS.DISABLED,
            rejectReason: input.reason,
          });
        });
      }
      // Enable / disable: only an account the bank opened (a refused application stays refused).
      if (!row.openedAt) throw new AppError('VIRTUAL_ACCOUNT_NOT_OPENED');
      const status = input.action === 'enable' ? VA_STATUS.ENABLED : VA_STATUS.DISABLED;
      await inTransaction(db, async (tx) => {
        await repo.updateVirtualAccount(tx, row.id, { status });
        await writeAudit(tx, {
          ...auditRecord(actor, ctx, row),
          action: input.action,
          before: { status: row.status },
          after: { status },
        });
      });
      return toVirtualAccountRecord({ ...row, status });
    },

    /** The enabled accounts a collection can arrive on (operator: every partner's). */
    async enabled(actor: Actor) {
      return (await repo.enabledVirtualAccounts(db, partnerScope(actor))).map(toVirtualAccountRecord);
    },

    find,
  };
};

export type VirtualAccountService = ReturnType<typeof createVirtualAccountService>;

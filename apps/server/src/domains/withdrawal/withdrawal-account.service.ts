import type {
  StatusRequest,
  WithdrawalAccountCreateRequest,
  WithdrawalAccountPageRequest,
  WithdrawalAccountRecord,
  WithdrawalAccountUpdateRequest,
} from '@remit/contract/beneficiary';
import {
  ENTITY_STATUS,
  storedAccountNumber,
  withdrawalAccountProblems,
  type AccountPayee,
} from '@remit/contract/beneficiary';
import type { Db, Tx } from '../../db/client';
import { auditFrom, auditUpdate, statusAudit, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, FieldRefusal, foundOr } from '../../platform/errors';
import { pageAnswer } from '../../platform/page';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { findBeneficiary } from '../beneficiary/beneficiary.repository';
import * as repo from './withdrawal-account.repository';

export const toWithdrawalAccountRecord = (row: repo.WithdrawalAccountRow): WithdrawalAccountRecord => {
  const { beneficiaryStatus: _s, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
};

const mustFind = async (tx: Tx, actor: Actor, id: string) =>
  foundOr(await repo.findWithdrawalAccount(tx, actor.partnerId, id), 'WITHDRAWAL_ACCOUNT_NOT_FOUND');

/** Another partner's beneficiary is "not found" (DESIGN §6); a disabled one cannot get new accounts. */
const mustFindBeneficiary = async (tx: Tx, actor: Actor, id: string) => {
  const b = foundOr(await findBeneficiary(tx, actor.partnerId, id), 'BENEFICIARY_NOT_FOUND');
  if (b.status === ENTITY_STATUS.DISABLED) throw new AppError('BENEFICIARY_DISABLED');
  return b;
};

/** The number by the beneficiary's bank country, the currency the beneficiary's own; the number as stored. */
const checkedNumber = (input: { accountNumber: string; currency: string }, payee: AccountPayee) => {
  const problems = withdrawalAccountProblems(input, payee);
  if (problems.length) throw new FieldRefusal(problems);
  return storedAccountNumber(input.accountNumber, payee);
};

const audit = auditFrom('withdrawalAccount');

/** Withdrawal accounts (spec §3): currency, account number, beneficiary; enabled or disabled. */
export const createWithdrawalAccountsService = ({ db }: { db: Db }) => ({
  async page(actor: Actor, { search, status, currency, page, size }: WithdrawalAccountPageRequest) {
    const filter = { search, status, currency };
    const found = await repo.pageWithdrawalAccounts(db, actor.partnerId, filter, page, size);
    return pageAnswer(found, toWithdrawalAccountRecord, { page, size });
  },

  async get(actor: Actor, id: string) {
    return toWithdrawalAccountRecord(await mustFind(db, actor, id));
  },

  async create(actor: Actor, input: WithdrawalAccountCreateRequest, ctx: ChangeContext) {
    return db.transaction(async (tx) => {
      const payee = await mustFindBeneficiary(tx, actor, input.beneficiaryId);
      const accountNumber = checkedNumber(input, payee);
      const id = newId();
      await repo.insertWithdrawalAccount(tx, {
        id,
        partnerId: actor.partnerId,
        beneficiaryId: input.beneficiaryId,
        currency: input.currency,
        accountNumber,
        alias: input.alias,
        status: ENTITY_STATUS.ENABLED,
        createdBy: actor.userId,
      });
      const after = toWithdrawalAccountRecord(await mustFind(tx, actor, id));
      await writeAudit(tx, { ...audit(actor, ctx, id), action: 'create', after });
      return after;
    });
  },

  async update(actor: Actor, input: WithdrawalAccountUpdateRequest, ctx: ChangeContext) {
    return db.transaction(async (tx) => {
      const before = await mustFind(tx, actor, input.id);
      const payee =
        before.beneficiaryId !== input.beneficiaryId
          ? await mustFindBeneficiary(tx, actor, input.beneficiaryId)
          : foundOr(await findBeneficiary(tx, actor.partnerId, input.beneficiaryId), 'BENEFICIARY_NOT_FOUND');
      const accountNumber = checkedNumber(input, payee);
      await repo.updateWithdrawalAccount(tx, actor.partnerId, input.id, {
        beneficiaryId: input.beneficiaryId,
        currency: input.currency,
        accountNumber,
        alias: input.alias,
      });
      const after = await mustFind(tx, actor, input.id);
      return auditUpdate(tx, audit(actor, ctx, input.id), toWithdrawalAccountRecord, before, after);
    });
  },

  async setStatus(actor: Actor, input: StatusRequest, ctx: ChangeContext) {
    return db.transaction(async (tx) => {
      const before = await mustFind(tx, actor, input.id);
      await repo.updateWithdrawalAccount(tx, actor.partnerId, input.id, { status: input.status });
      const after = toWithdrawalAccountRecord(await mustFind(tx, actor, input.id));
      await writeAudit(tx, { ...audit(actor, ctx, input.id), ...statusAudit(before, after) });
      return after;
    });
  },
});
export type WithdrawalAccountsService = ReturnType<typeof createWithdrawalAccountsService>;

import type {
  BeneficiaryCreateRequest,
  BeneficiaryPageRequest,
  BeneficiaryRecord,
  BeneficiaryUpdateRequest,
  StatusRequest,
} from '@remit/contract/beneficiary';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import type { Db, Tx } from '../../db/client';
import { auditFrom, auditUpdate, statusAudit, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import { pageAnswer } from '../../platform/page';
import { FOREIGN_KEY_VIOLATION, lockPartner, pgErrorCode } from '../../platform/pg-errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import * as repo from './beneficiary.repository';

export const toBeneficiaryRecord = (row: repo.BeneficiaryRow): BeneficiaryRecord => {
  const { partnerId: _p, createdBy: _c, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
};

type Fields = Omit<BeneficiaryCreateRequest, 'dtoName' | 'language'>;
const fields = (input: BeneficiaryCreateRequest | BeneficiaryUpdateRequest): Fields => {
  const { dtoName: _d, language: _l, ...rest } = input as BeneficiaryUpdateRequest;
  const { id: _id, ...values } = rest;
  return values;
};

const audit = auditFrom('beneficiary');

/**
 * The same payee cannot be added twice (same name, account and currency). The partner's row is locked
 * first, so two requests adding it at once cannot both pass the check.
 */
const refuseDuplicate = async (tx: Tx, partnerId: string, values: Fields, exceptId?: string) => {
  await lockPartner(tx, partnerId);
  const same = await repo.findSamePayee(tx, partnerId, values, exceptId);
  if (same) throw new AppError('BENEFICIARY_DUPLICATE', { name: same.name });
};

/** Beneficiaries (spec §3): partner-scoped CRUD; every change audited in its transaction. */
export const createBeneficiariesService = ({ db }: { db: Db }) => ({
  async page(actor: Actor, { search, status, currency, page, size }: BeneficiaryPageRequest) {
    const found = await repo.pageBeneficiaries(db, actor.partnerId, { search, status, currency }, page, size);
    return pageAnswer(found, toBeneficiaryRecord, { page, size });
  },

  async get(actor: Actor, id: string) {
    const row = foundOr(await repo.findBeneficiary(db, actor.partnerId, id), 'BENEFICIARY_NOT_FOUND');
    return toBeneficiaryRecord(row);
  },

  async create(actor: Actor, input: BeneficiaryCreateRequest, ctx: ChangeContext) {
    return db.transaction(async (tx) => {
      await refuseDuplicate(tx, actor.partnerId, fields(input));
      const row = await repo.insertBeneficiary(tx, {
        id: newId(),
        partnerId: actor.partnerId,
        status: ENTITY_STATUS.ENABLED,
        createdBy: actor.userId,
        ...fields(input),
        natureOfAccount: input.natureOfAccount ?? null,
      });
      const after = toBeneficiaryRecord(row);
      await writeAudit(tx, { ...audit(actor, ctx, row.id), action: 'create', after });
      return after;
    });
  },

  async update(actor: Actor, input: BeneficiaryUpdateRequest, ctx: ChangeContext) {
    return db.transaction(async (tx) => {
      const before = foundOr(
        await repo.findBeneficiary(tx, actor.partnerId, input.id, true),
        'BENEFICIARY_NOT_FOUND',
      );
      await refuseDuplicate(tx, actor.partnerId, fields(input), input.id);
      const row = await repo.updateBeneficiary(tx, actor.partnerId, input.id, {
        ...fields(input),
        natureOfAccount: input.natureOfAccount ?? null,
      });
      return auditUpdate(tx, audit(actor, ctx, input.id), toBeneficiaryRecord, before, row!);
    });
  },

  /** Enable or disable (entity status 0/1/2): a disabled beneficiary cannot be paid. */
  async setStatus(actor: Actor, input: StatusRequest, ctx: ChangeContext) {
    return db.transaction(async (tx) => {
      const before = foundOr(
        await repo.findBeneficiary(tx, actor.partnerId, input.id, true),
        'BENEFICIARY_NOT_FOUND',
      );
      const row = await repo.updateBeneficiary(tx, actor.partnerId, input.id, { status: input.status });
      const after = toBeneficiaryRecord(row!);
      await writeAudit(tx, { ...audit(actor, ctx, input.id), ...statusAudit(before, after) });
      return after;
    });
  },

  /** A beneficiary referenced by withdrawal accounts or orders is kept: the answer says to disable it. */
  async delete(actor: Actor, id: string, ctx: ChangeContext) {
    await db
      .transaction(async (tx) => {
        const before = foundOr(
          await repo.findBeneficiary(tx, actor.partnerId, id, true),
          'BENEFICIARY_NOT_FOUND',
        );
        await repo.deleteBeneficiary(tx, actor.partnerId, id);
        await writeAudit(tx, {
          ...audit(actor, ctx, id),
          action: 'delete',
          before: toBeneficiaryRecord(before),
        });
      })
      .catch((err: unknown) => {
        if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new AppError('BENEFICIARY_IN_USE');
        throw err;
      });
  },
});
export type BeneficiariesService = ReturnType<typeof createBeneficiariesService>;

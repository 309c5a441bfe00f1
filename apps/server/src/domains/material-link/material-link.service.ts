import { linkableOf } from '@remit/contract/collection';
import { MATERIAL_STATUS } from '@remit/contract/material';
import {
  LINK_STATUS,
  linkStatusText,
  type MaterialLinkCallRequest,
  type MaterialLinkCreateRequest,
  type MaterialLinkPageRequest,
  type MaterialLinkRecord,
} from '@remit/contract/material-link';
import { toDecimal } from '@remit/contract/money';
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../ledger/ledger.tx';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr, statusWords } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import { partnerScope, type Actor } from '../../platform/session.plugin';
import { lockCollection, moveCollectionLinkAmounts } from '../collection/collection.repository';
import { lockMaterial, moveMaterialLinkAmounts } from '../material/material.repository';
import { statusParams } from '../material/material.service';
import { positiveMinor } from '../order/order.money';
import * as repo from './material-link.repository';
import { refuseSelfReview } from '../../platform/maker-checker';

const audit = auditFrom('materialLink');

export const toLinkRecord = (r: repo.LinkRow): MaterialLinkRecord => ({
  id: r.id,
  partnerId: r.partnerId,
  partnerName: r.partnerName,
  materialId: r.materialId,
  materialNo: r.materialNo,
  materialName: r.materialName,
  collectionId: r.collectionId,
  collectionReference: r.collectionReference,
  currency: r.currency,
  amount: toDecimal(r.amount, r.currency),
  status: r.status,
  comments: r.comments,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

const linkStatusParams = (status: number) => statusWords(linkStatusText, status);

/** How a link's amount moves on both sides for each decision (minor-unit deltas). */
const MOVES = {
  create: (a: bigint) => ({ linking: a, linked: 0n }),
  confirm: (a: bigint) => ({ linking: -a, linked: a }),
  reject: (a: bigint) => ({ linking: -a, linked: 0n }),
  unlinkPending: (a: bigint) => ({ linking: -a, linked: 0n }),
  unlinkLinked: (a: bigint) => ({ linking: 0n, linked: -a }),
};

/**
 * Material links. Every change locks the material, then the collection, then the link — one order, so
 * two requests never deadlock — and checks what remains linkable under those locks; the tables' checks
 * (linked + linking ≤ amount on both sides) hold even if a caller got this wrong.
 */
export const createMaterialLinkService = (deps: { db: Db }) => {
  const { db } = deps;

  const find = async (actor: Actor, id: string) =>
    foundOr(await repo.findLink(db, partnerScope(actor), id), 'MATERIAL_LINK_NOT_FOUND');

  const move = async (
    tx: Tx,
    materialId: string,
    collectionId: string,
    delta: { linking: bigint; linked: bigint },
  ) => {
    await moveMaterialLinkAmounts(tx, materialId, delta);
    await moveCollectionLinkAmounts(tx, collectionId, delta);
  };

  return {
    async page(actor: Actor, input: MaterialLinkPageRequest) {
      const { records, total } = await repo.pageLinks(
        db,
        partnerScope(actor),
        { materialId: input.materialId, collectionId: input.collectionId, status: input.status },
        input.page,
        input.size,
      );
      return { records: records.map(toLinkRecord), total, page: input.page, size: input.size };
    },

    /** A partner lays part of its material against its own collection, awaiting the operator. */
    async create(actor: Actor, input: MaterialLinkCreateRequest, ctx: ChangeContext) {
      const id = newId();
      await inTransaction(db, async (tx) => {
        const m = foundOr(await lockMaterial(tx, actor.partnerId, input.materialId), 'MATERIAL_NOT_FOUND');
        const c = foundOr(
          await lockCollection(tx, actor.partnerId, input.collectionId),
          'COLLECTION_NOT_FOUND',
        );
        if (m.status === MATERIAL_STATUS.REJECTED) throw new AppError('MATERIAL_REJECTED');
        if (m.currency !== c.currency)
          throw new AppError('LINK_CURRENCY_MISMATCH', {
            materialCurrency: m.currency,
            collectionCurrency: c.currency,
          });
        const amount = positiveMinor(input.amount, m.currency, 'LINK_AMOUNT_INVALID');
        const sides = [
          { side: 'material', sideZh: '材料', linkable: linkableOf(m.amount, m.linked, m.linking) },
          { side: 'collection', sideZh: '收款', linkable: linkableOf(c.amount, c.linked, c.linking) },
        ];
        for (const s of sides)
          if (amount > s.linkable)
            throw new AppError('LINK_EXCEEDS_LINKABLE', {
              amount: toDecimal(amount, m.currency),
              currency: m.currency,
              side: s.side,
              sideZh: s.sideZh,
              linkable: toDecimal(s.linkable, m.currency),
            });
        if (await repo.activeLinkExists(tx, m.id, c.id)) throw new AppError('LINK_ALREADY_EXISTS');
        await repo.insertLink(tx, {
          id,
          partnerId: actor.partnerId,
          materialId: m.id,
          collectionId: c.id,
          currency: m.currency,
          amount,
          status: LINK_STATUS.LINKING,
          createdBy: actor.userId,
        });
        await move(tx, m.id, c.id, MOVES.create(amount));
        await writeAudit(tx, {
          ...audit(actor, ctx, id),
          action: 'create',
          after: { materialId: m.id, collectionId: c.id, amount: toDecimal(amount, m.currency) },
        });
      });
      return toLinkRecord(await find(actor, id));
    },

    /** `unlink` by the partner; `confirm` and `reject` by the operator only (the route's gate). */
    async call(actor: Actor, input: MaterialLinkCallRequest, ctx: ChangeContext) {
      const scope = input.action === 'unlink' ? actor.partnerId : null;
      const seen = foundOr(await repo.findLink(db, scope, input.id), 'MATERIAL_LINK_NOT_FOUND');
      await inTransaction(db, async (tx) => {
        const m = await lockMaterial(tx, null, seen.materialId);
        await lockCollection(tx, null, seen.collectionId);
        const link = await repo.lockLink(tx, seen.id);
        if (!m || !link) throw new AppError('MATERIAL_LINK_NOT_FOUND');
        let status: number;
        let delta: { linking: bigint; linked: bigint };
        if (input.action === 'unlink') {
          if (link.status === LINK_STATUS.LINKING) delta = MOVES.unlinkPending(link.amount);
          else if (link.status === LINK_STATUS.LINKED) delta = MOVES.unlinkLinked(link.amount);
          else throw new AppError('LINK_NOT_ACTIVE', linkStatusParams(link.status));
          status = LINK_STATUS.UNLINKED;
        } else {
          if (link.status !== LINK_STATUS.LINKING)
            throw new AppError('LINK_NOT_PENDING', linkStatusParams(link.status));
          refuseSelfReview(actor, 'materialLink', link.createdBy);
          if (input.action === 'confirm' && m.status !== MATERIAL_STATUS.APPROVED)
            throw new AppError('LINK_MATERIAL_NOT_APPROVED', statusParams(m.status));
          status = input.action === 'confirm' ? LINK_STATUS.LINKED : LINK_STATUS.REJECTED;
          delta = input.action === 'confirm' ? MOVES.confirm(link.amount) : MOVES.reject(link.amount);
        }
        await move(tx, link.materialId, link.collectionId, delta);
        await repo.decideLink(tx, link.id, status, { comments: input.comments, decidedBy: actor.userId });
        await writeAudit(tx, {
          ...audit(actor, ctx, link.id),
          partnerId: link.partnerId,
          action: input.action,
          before: { status: link.status },
          after: { status },
        });
      });
      return toLinkRecord(await find(actor, input.id));
    },
  };
};
export type MaterialLinkService = ReturnType<typeof createMaterialLinkService>;

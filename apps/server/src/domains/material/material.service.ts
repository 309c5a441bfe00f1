import {
  MATERIAL_STATUS,
  materialStatusText,
  type CertificateKind,
  type MaterialCreateFields,
  type MaterialPageRequest,
  type MaterialRecord,
  type MaterialReviewRequest,
} from '@remit/contract/material';
import { LINK_STATUS } from '@remit/contract/material-link';
import { linkableOf } from '@remit/contract/collection';
import { toDecimal } from '@remit/contract/money';
import type { Storage } from '../../adapters/storage/storage';
import type { Db, Tx } from '../../db/client';
import type { StoredCertificate } from '../../db/schema/index';
import { inTransaction } from '../../ledger/ledger.tx';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr, statusWords } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import { partnerScope, type Actor } from '../../platform/session.plugin';
import { checkUpload, type ReceivedFile } from '../../platform/upload';
import { positiveMinor } from '../order/order.money';
import { lockCollection, moveCollectionLinkAmounts } from '../collection/collection.repository';
import { decideLink, lockPendingLinksOf } from '../material-link/material-link.repository';
import * as repo from './material.repository';
import { refuseSelfReview } from '../../platform/maker-checker';

const audit = auditFrom('material');

const certificateOf = (c: StoredCertificate | null) =>
  c ? { fileName: c.fileName, contentType: c.contentType, size: c.size } : null;

export const toMaterialRecord = (r: repo.MaterialRow): MaterialRecord => ({
  id: r.id,
  materialNo: r.materialNo,
  partnerId: r.partnerId,
  partnerName: r.partnerName,
  name: r.name,
  currency: r.currency,
  amount: toDecimal(r.amount, r.currency),
  linked: toDecimal(r.linked, r.currency),
  linking: toDecimal(r.linking, r.currency),
  linkable: toDecimal(linkableOf(r.amount, r.linked, r.linking), r.currency),
  status: r.status,
  transactionCertificate: certificateOf(r.transactionCertificate),
  logisticsCertificate: certificateOf(r.logisticsCertificate),
  comments: r.comments,
  reviewComments: r.reviewComments,
  reviewedBy: r.reviewedBy,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/** Status words for a refusal's message, in both languages. */
export const statusParams = (status: number) => statusWords(materialStatusText, status);

/**
 * Trade materials: a partner uploads one with its certificates (checked from the bytes, kept through the
 * storage port), the operator approves or rejects it. A rejection gives back what its pending links held.
 */
export const createMaterialService = (deps: { db: Db; storage: Storage }) => {
  const { db, storage } = deps;

  const find = async (actor: Actor, id: string) =>
    foundOr(await repo.findMaterial(db, partnerScope(actor), id), 'MATERIAL_NOT_FOUND');

  return {
    async page(actor: Actor, input: MaterialPageRequest) {
      const { records, total } = await repo.pageMaterials(
        db,
        partnerScope(actor),
        {
          search: input.search || undefined,
          status: input.status,
          currency: input.currency,
          linkableOnly: input.linkableOnly,
        },
        input.page,
        input.size,
      );
      return { records: records.map(toMaterialRecord), total, page: input.page, size: input.size };
    },

    get: async (actor: Actor, id: string) => toMaterialRecord(await find(actor, id)),

    async create(
      actor: Actor,
      input: MaterialCreateFields,
      files: Partial<Record<CertificateKind, ReceivedFile>>,
      ctx: ChangeContext,
    ) {
      const amount = positiveMinor(input.amount, input.currency, 'MATERIAL_AMOUNT_INVALID');
      const received = Object.entries(files) as [CertificateKind, ReceivedFile][];
      if (received.length === 0) throw new AppError('MATERIAL_CERTIFICATE_REQUIRED');
      // Every file is checked before any is stored: a refused one leaves nothing behind.
      const checked = await Promise.all(
        received.map(async ([kind, f]) => [kind, await checkUpload(f)] as const),
      );
      const id = newId();
      const stored: Partial<Record<CertificateKind, StoredCertificate>> = {};
      try {
        for (const [kind, f] of checked) {
          const key = `material/${actor.partnerId}/${newId()}`;
          await storage.put(key, f.bytes, f.contentType);
          stored[kind] = {
            key,
            fileName: f.fileName.slice(0, 255) || `${kind}.${f.ext}`,
            contentType: f.contentType,
            size: f.bytes.length,
          };
        }
        await inTransaction(db, async (tx) => {
          await repo.insertMaterial(tx, {
            id,
            partnerId: actor.partnerId,
            name: input.name,
            currency: input.currency,
            amount,
            status: MATERIAL_STATUS.UNDER_REVIEW,
            transactionCertificate: stored.transactionCertificate ?? null,
            logisticsCertificate: stored.logisticsCertificate ?? null,
            comments: input.comments,
            createdBy: actor.userId,
          });
          await writeAudit(tx, {
            ...audit(actor, ctx, id),
            action: 'create',
            after: {
              name: input.name,
              currency: input.currency,
              amount: input.amount,
              certificates: Object.keys(stored),
            },
          });
        });
      } catch (err) {
        await Promise.all(Object.values(stored).map((c) => storage.delete(c.key)));
        throw err;
      }
      return toMaterialRecord(await find(actor, id));
    },

    /** A certificate's bytes, with the same scope as the material itself. */
    async download(actor: Actor, id: string, kind: CertificateKind) {
      const m = await find(actor, id);
      const c = m[kind];
      if (!c) throw new AppError('MATERIAL_NOT_FOUND');
      const bytes = foundOr(await storage.get(c.key), 'MATERIAL_NOT_FOUND');
      return { fileName: c.fileName, contentType: c.contentType, bytes };
    },

    /** The operator's decision; a rejection releases every link still awaiting confirmation. */
    async review(actor: Actor, input: MaterialReviewRequest, ctx: ChangeContext) {
      await inTransaction(db, async (tx: Tx) => {
        const m = foundOr(await repo.lockMaterial(tx, null, input.id), 'MATERIAL_NOT_FOUND');
        if (m.status !== MATERIAL_STATUS.UNDER_REVIEW)
          throw new AppError('MATERIAL_NOT_UNDER_REVIEW', statusParams(m.status));
        refuseSelfReview(actor, 'material', m.createdBy);
        const status = input.action === 'approve' ? MATERIAL_STATUS.APPROVED : MATERIAL_STATUS.REJECTED;
        if (status === MATERIAL_STATUS.REJECTED) {
          let released = 0n;
          for (const link of await lockPendingLinksOf(tx, m.id)) {
            await lockCollection(tx, null, link.collectionId);
            await moveCollectionLinkAmounts(tx, link.collectionId, { linking: -link.amount, linked: 0n });
            await decideLink(tx, link.id, LINK_STATUS.REJECTED, {
              comments: input.comments,
              decidedBy: actor.userId,
            });
            released += link.amount;
          }
          if (released > 0n) await repo.moveMaterialLinkAmounts(tx, m.id, { linking: -released, linked: 0n });
        }
        await repo.updateMaterial(tx, m.id, {
          status,
          reviewComments: input.comments,
          reviewedBy: actor.userId,
          reviewedAt: new Date(),
        });
        await writeAudit(tx, {
          ...audit(actor, ctx, m.id),
          partnerId: m.partnerId,
          action: input.action,
          before: { status: m.status },
          after: { status, reviewComments: input.comments },
        });
      });
      return toMaterialRecord(await find(actor, input.id));
    },
  };
};
export type MaterialService = ReturnType<typeof createMaterialService>;

import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import type {
  ShopCreateRequest,
  ShopPageRequest,
  ShopRecord,
  ShopStatusRequest,
  ShopUpdateRequest,
} from '@remit/contract/shop';
import type { Db } from '../../db/client';
import { inTransaction } from '../../ledger/ledger.tx';
import { auditFrom, auditRecordFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import { partnerScope, type Actor } from '../../platform/session.plugin';
import * as repo from './shop.repository';

export const toShopRecord = (r: repo.ShopRow): ShopRecord => ({
  id: r.id,
  partnerId: r.partnerId,
  partnerName: r.partnerName,
  name: r.name,
  nameType: r.nameType,
  url: r.url,
  businessType: r.businessType,
  type: r.type,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const values = (input: ShopCreateRequest | ShopUpdateRequest) => ({
  name: input.name,
  nameType: input.nameType,
  url: input.url,
  businessType: input.businessType,
  type: input.type,
});

const audit = auditFrom('collection');
const auditRecord = auditRecordFrom('collection');

/**
 * Shops: a partner creates and edits them; each is Initial until the operator enables it, and after that
 * the partner switches it between Enabled and Disabled. The operator sees every partner's shops.
 */
export const createShopService = (deps: { db: Db }) => {
  const { db } = deps;
  const find = async (actor: Actor, id: string) =>
    foundOr(await repo.findShop(db, partnerScope(actor), id), 'SHOP_NOT_FOUND');
  return {
    async page(actor: Actor, input: ShopPageRequest) {
      const { records, total } = await repo.pageShops(
        db,
        partnerScope(actor),
        { search: input.search || undefined, status: input.status, businessType: input.businessType },
        input.page,
        input.size,
      );
      return { records: records.map(toShopRecord), total, page: input.page, size: input.size };
    },

    get: async (actor: Actor, id: string) => toShopRecord(await find(actor, id)),

    async create(actor: Actor, input: ShopCreateRequest, ctx: ChangeContext) {
      const id = newId();
      await inTransaction(db, async (tx) => {
        await repo.insertShop(tx, {
          id,
          partnerId: actor.partnerId,
          ...values(input),
          status: ENTITY_STATUS.INITIAL,
          createdBy: actor.userId,
        });
        await writeAudit(tx, {
          ...audit(actor, ctx, id),
          action: 'create',
          after: { shop: values(input) },
        });
      });
      return toShopRecord(await find(actor, id));
    },

    async update(actor: Actor, input: ShopUpdateRequest, ctx: ChangeContext) {
      const before = await find(actor, input.id);
      await inTransaction(db, async (tx) => {
        await repo.updateShop(tx, before.id, values(input));
        await writeAudit(tx, {
          ...auditRecord(actor, ctx, before),
          action: 'update',
          before: { shop: values({ ...before, url: before.url } as ShopUpdateRequest) },
          after: { shop: values(input) },
        });
      });
      return toShopRecord(await find(actor, input.id));
    },

    /** Enable or disable. Only the operator takes a shop out of Initial. */
    async call(actor: Actor, input: ShopStatusRequest, ctx: ChangeContext) {
      const before = await find(actor, input.id);
      if (before.status === ENTITY_STATUS.INITIAL && !actor.isOperator)
        throw new AppError('SHOP_NOT_ENABLED_YET');
      await inTransaction(db, async (tx) => {
        await repo.updateShop(tx, before.id, { status: input.status });
        await writeAudit(tx, {
          ...auditRecord(actor, ctx, before),
          action: input.status === ENTITY_STATUS.ENABLED ? 'enable' : 'disable',
          before: { status: before.status },
          after: { status: input.status },
        });
      });
      return toShopRecord(await find(actor, input.id));
    },
  };
};

export type ShopService = ReturnType<typeof createShopService>;

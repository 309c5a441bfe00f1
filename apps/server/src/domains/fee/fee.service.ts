import { toDecimal, toMinor } from '@remit/contract/money';
import type { FeePartner, FeeResetRequest, FeeSetRequest } from '@remit/contract/fee';
import type { Db, Tx } from '../../db/client';
import { auditFrom, writeAudit } from '../../platform/audit';
import { foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { customerPartners, findCustomerPartner } from '../partner/partner.repository';
import { feeRule, listFees, resetFee, setFee } from './fee.repository';

const audit = auditFrom('feeSchedule');

/** A customer partner by id; the operator's own partner has no fees and is "not found" here. */
const customer = async (tx: Tx, partnerId: string) =>
  foundOr(await findCustomerPartner(tx, partnerId), 'PARTNER_NOT_FOUND');

/** One rule as the audit log keeps it: decimal fixed fee, basis points, and whether it was the default. */
const snapshot = async (tx: Tx, partnerId: string, type: FeeSetRequest['orderType'], currency: string) => {
  const rule = await feeRule(tx, partnerId, type, currency);
  return { fixed: toDecimal(rule.fixed, currency), bps: rule.bps, isDefault: rule.isDefault };
};

export const createFeesService = ({ db }: { db: Db }) => ({
  /** The schedule the caller's own partner pays (read-only for partners). */
  own: (actor: Actor) => listFees(db, actor.partnerId),

  /** The customer partners the operator picks from (the route is operator only). */
  async partners(): Promise<FeePartner[]> {
    return customerPartners(db);
  },

  async schedule(partnerId: string) {
    await customer(db, partnerId);
    return listFees(db, partnerId);
  },

  async set(actor: Actor, input: FeeSetRequest, ctx: ChangeContext) {
    const { orderType, currency, bps } = input;
    // The contract has checked the decimals against the currency; toMinor is exact from the string.
    const fixed = toMinor(input.fixed, currency);
    await db.transaction(async (tx) => {
      const partner = await customer(tx, input.partnerId);
      const before = await snapshot(tx, partner.id, orderType, currency);
      await setFee(tx, partner.id, orderType, currency, { fixed, bps });
      await writeAudit(tx, {
        ...audit(actor, ctx, `${orderType}:${currency}`),
        // The change is to the partner's terms: it is logged under that partner, by the operator's user.
        partnerId: partner.id,
        action: 'update',
        before,
        after: { fixed: toDecimal(fixed, currency), bps, isDefault: false },
      });
    });
    return listFees(db, input.partnerId);
  },

  async reset(actor: Actor, input: FeeResetRequest, ctx: ChangeContext) {
    const { orderType, currency } = input;
    await db.transaction(async (tx) => {
      const partner = await customer(tx, input.partnerId);
      const before = await snapshot(tx, partner.id, orderType, currency);
      const dropped = await resetFee(tx, partner.id, orderType, currency);
      if (!dropped) return; // already the default: nothing changed, nothing to log
      await writeAudit(tx, {
        ...audit(actor, ctx, `${orderType}:${currency}`),
        partnerId: partner.id,
        action: 'reset',
        before,
        after: await snapshot(tx, partner.id, orderType, currency),
      });
    });
    return listFees(db, input.partnerId);
  },
});
export type FeesService = ReturnType<typeof createFeesService>;

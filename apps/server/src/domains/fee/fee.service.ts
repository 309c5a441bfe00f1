import { eq } from 'drizzle-orm';
import { toDecimal, toMinor } from '@remit/contract/money';
import type { FeePartner, FeeResetRequest, FeeSetRequest } from '@remit/contract/order';
import type { Db, Tx } from '../../db/client';
import { partners } from '../../db/schema/index';
import { auditFrom, writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { feeRule, listFees, resetFee, setFee } from './fee.schedule';

const audit = auditFrom('feeSchedule');

/**
 * Fees are what the platform charges a partner, so only the operator changes them (issue 5). A partner's
 * user, whatever its role, gets OPERATOR_ONLY (404: not theirs to see), as for the sandbox deposit.
 */
const requireOperator = (actor: Actor) => {
  if (!actor.isOperator) throw new AppError('OPERATOR_ONLY');
};

/** A customer partner by id; the operator's own partner has no fees and is "not found" here. */
const customer = async (tx: Tx, partnerId: string) => {
  const [row] = await tx.select().from(partners).where(eq(partners.id, partnerId));
  if (!row || row.isOperator) throw new AppError('PARTNER_NOT_FOUND');
  return row;
};

/** One rule as the audit log keeps it: decimal fixed fee, basis points, and whether it was the default. */
const snapshot = async (tx: Tx, partnerId: string, type: FeeSetRequest['orderType'], currency: string) => {
  const rule = await feeRule(tx, partnerId, type, currency);
  return { fixed: toDecimal(rule.fixed, currency), bps: rule.bps, isDefault: rule.isDefault };
};

export const createFeesService = ({ db }: { db: Db }) => ({
  /** The schedule the caller's own partner pays (read-only for partners). */
  own: (actor: Actor) => listFees(db, actor.partnerId),

  async partners(actor: Actor): Promise<FeePartner[]> {
    requireOperator(actor);
    return db
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(eq(partners.isOperator, false))
      .orderBy(partners.name);
  },

  async schedule(actor: Actor, partnerId: string) {
    requireOperator(actor);
    await customer(db, partnerId);
    return listFees(db, partnerId);
  },

  async set(actor: Actor, input: FeeSetRequest, ctx: ChangeContext) {
    requireOperator(actor);
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
    requireOperator(actor);
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

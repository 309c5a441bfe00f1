import type { ApprovalRuleSetRequest } from '@remit/contract/approval';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { listApprovalRules, setApprovalRule } from './approval.repository';
import { parseAmount } from '../order/order.money';

/** Maker-checker thresholds: per partner, order type and currency; above one, an order waits for a checker. */
export const createApprovalService = ({ db }: { db: Db }) => ({
  /** The partner's thresholds for the order types the actor may view; none for someone who sees neither. */
  async rules(actor: Actor) {
    const rules = await listApprovalRules(db, actor.partnerId);
    return rules.filter((r) => actor.ability.can('view', r.orderType));
  },

  async setRule(actor: Actor, input: ApprovalRuleSetRequest, ctx: ChangeContext) {
    const threshold = input.threshold === null ? null : parseAmount(input.threshold, input.currency);
    await db.transaction(async (tx) => {
      await setApprovalRule(tx, actor.partnerId, input.orderType, input.currency, threshold);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        userId: actor.userId,
        action: 'update',
        subject: 'approvalRule',
        after: { orderType: input.orderType, currency: input.currency, threshold: input.threshold },
        ip: ctx.ip,
      });
    });
    return listApprovalRules(db, actor.partnerId);
  },
});
export type ApprovalService = ReturnType<typeof createApprovalService>;

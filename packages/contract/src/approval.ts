import { z } from 'zod';
import { gatewayFields } from './gateway';
import { currencyCode, moneyString } from './money';
import { idempotencyKeyField, ORDER_TYPES } from './order';

/**
 * Maker-checker: a second user approves or rejects a withdrawal or exchange waiting in status 1.
 * With an idempotency key a repeated decision answers the order as the first one left it.
 */
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export const approvalDecisionRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  decision: z.enum(APPROVAL_DECISIONS),
  idempotencyKey: idempotencyKeyField.optional(),
});
/** The order types a partner can put behind maker-checker. */
export const APPROVAL_ORDER_TYPES = ['withdrawal', 'exchange'] as const;
export type ApprovalOrderType = (typeof APPROVAL_ORDER_TYPES)[number];
export type ApprovalDecisionRequest = z.infer<typeof approvalDecisionRequest>;

/** Thresholds per order type and currency; `threshold: null` removes the rule. */
export const approvalRuleRecord = z.object({
  orderType: z.enum(ORDER_TYPES),
  currency: z.string(),
  threshold: z.string(),
});
export const approvalRuleListData = z.array(approvalRuleRecord);
export const approvalRuleSetRequest = z.object({
  ...gatewayFields,
  orderType: z.enum(APPROVAL_ORDER_TYPES),
  currency: currencyCode,
  threshold: moneyString.nullable(),
});
export type ApprovalRuleSetRequest = z.infer<typeof approvalRuleSetRequest>;

import { z } from 'zod';
import { textField } from './text';
import { gatewayFields } from './gateway';
import { idempotencyKeyField, orderAmountField } from './order';

/** Withdrawal orders: out of the partner account to one of its withdrawal accounts, through the bank rail. */
export const withdrawalCreateRequest = z.object({
  ...gatewayFields,
  withdrawalAccountId: z.uuid(),
  amount: orderAmountField,
  idempotencyKey: idempotencyKeyField.optional(),
  remark: textField(140, { multiline: true }).optional().default(''),
});
export type WithdrawalCreateRequest = z.infer<typeof withdrawalCreateRequest>;

/** Sandbox controls (DESIGN §1): drive a withdrawal through the rail's outcomes by hand. */
export const SANDBOX_OUTCOMES = ['complete', 'fail', 'return'] as const;
export const sandboxOrderRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  outcome: z.enum(SANDBOX_OUTCOMES),
});
export type SandboxOrderRequest = z.infer<typeof sandboxOrderRequest>;

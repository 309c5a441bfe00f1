import { z } from 'zod';
import { gatewayFields } from './gateway';

/**
 * The sandbox bank's controls (DESIGN §1), for the platform operator only and only in sandbox mode: the
 * withdrawals of every partner that a bank could still act on (at the bank, or completed and so returnable),
 * newest first. Outcomes are driven with `withdrawal-order/call` (`sandboxOrderRequest`).
 */
export const sandboxWithdrawalListRequest = z.object({ ...gatewayFields });
export const sandboxWithdrawal = z.object({
  id: z.string(),
  orderNo: z.string(),
  partnerName: z.string(),
  beneficiaryName: z.string().nullable(),
  currency: z.string(),
  amount: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type SandboxWithdrawal = z.infer<typeof sandboxWithdrawal>;
export const sandboxWithdrawalListData = z.array(sandboxWithdrawal);
/** How many the panel lists: the newest ones, enough for a demo. */
export const SANDBOX_WITHDRAWAL_LIMIT = 50;

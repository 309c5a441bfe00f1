import { z } from 'zod';
import { withdrawalCreateRequest } from './withdrawal';

/**
 * The review step before a withdrawal is made (`withdrawal-review/create`): the server computes what the
 * order would be — the fee from the partner's schedule, the total, the available balance and whether a
 * second user must approve — and writes nothing. The form shows these figures, never its own.
 */
export const withdrawalReviewRequest = withdrawalCreateRequest.pick({
  dtoName: true,
  language: true,
  withdrawalAccountId: true,
  amount: true,
});
export type WithdrawalReviewRequest = z.infer<typeof withdrawalReviewRequest>;

/** What happens after Confirm: the bank gets it now, or it waits for a second user's approval first. */
export const WITHDRAWAL_NEXT_STEPS = ['bank', 'approval'] as const;

export const withdrawalReview = z.object({
  withdrawalAccountId: z.string(),
  beneficiaryName: z.string(),
  accountNumber: z.string(),
  bankName: z.string().nullable(),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  available: z.string(),
  /** Amount and fee together exceed the available balance: Confirm would be refused. */
  exceedsAvailable: z.boolean(),
  next: z.enum(WITHDRAWAL_NEXT_STEPS),
});
export type WithdrawalReview = z.infer<typeof withdrawalReview>;

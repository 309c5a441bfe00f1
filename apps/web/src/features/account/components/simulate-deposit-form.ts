import { exponentOf } from '@remit/contract/money';
import { z } from 'zod';

/** The simulate-deposit form; its messages are this feature's own keys. */
export const simulateDepositSchema = z
  .object({
    partnerId: z
      .string()
      .trim()
      .pipe(z.uuid({ error: 'account.simulate.errors.partner' })),
    currency: z.string().length(3, { error: 'account.simulate.errors.currency' }),
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,18}(\.\d+)?$/, { error: 'account.simulate.errors.amount' })
      .refine((v) => /[1-9]/.test(v), { error: 'account.simulate.errors.amount' }),
    remark: z.string().trim().max(255, { error: 'account.simulate.errors.remark' }),
    outcome: z.enum(['credit', 'fail']),
  })
  .refine((v) => (v.amount.split('.')[1] ?? '').length <= exponentOf(v.currency), {
    error: 'account.simulate.errors.decimals',
    path: ['amount'],
  });
export type SimulateDepositValues = z.infer<typeof simulateDepositSchema>;

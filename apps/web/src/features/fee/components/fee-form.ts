import { z } from 'zod';
import { exponentOf } from '@remit/contract/money';
import { FEE_FIXED_PATTERN, FEE_MAX_BPS, fixedFitsCurrency, percentToBps } from '@remit/contract/order';

/**
 * The edit dialog's fields: the fixed amount as typed, and the percentage (two decimals) that the request
 * carries as basis points. The same limits as the contract's feeSetRequest, with messages naming figures.
 */
export const feeFormSchema = (currency: string) =>
  z.object({
    fixed: z
      .string()
      .trim()
      .regex(FEE_FIXED_PATTERN, { error: 'fees.errors.fixed' })
      .refine((v) => fixedFitsCurrency(v, currency), { error: 'fees.errors.decimals' }),
    percent: z
      .string()
      .trim()
      .refine((v) => percentToBps(v) !== null, { error: 'fees.errors.percent' })
      .refine((v) => (percentToBps(v) ?? 0) <= FEE_MAX_BPS, { error: 'fees.errors.percentMax' }),
  });
export type FeeFormValues = z.infer<ReturnType<typeof feeFormSchema>>;

/** The figures the error messages name. */
export const feeMessageParams = (currency: string) => ({
  currency,
  decimals: exponentOf(currency),
  max: FEE_MAX_BPS / 100,
});

import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { exponentOf } from '@remit/contract/currency';
import { amountProblem } from '@remit/contract/order';

/**
 * A money form's amount check: when `amount` cannot be `currency` (format, not positive, too many decimals,
 * too large), adds the issue under `amount` as the message `<prefix>.<problem>` with the currency and its
 * decimals to show. Answers whether it added one.
 */
export const addAmountIssue = (ctx: z.RefinementCtx, amount: string, currency: string, prefix: string) => {
  const problem = amountProblem(amount, currency);
  if (!problem) return false;
  ctx.addIssue({
    code: 'custom',
    path: ['amount'],
    message: `${prefix}.${problem}`,
    params: { currency, decimals: exponentOf(currency) },
  });
  return true;
};

/**
 * The words of an amount issue's message (`addAmountIssue`), with the currency and its decimals to show
 * (two while no currency is chosen); nothing when there is no message.
 */
export const amountIssueText = (t: TFunction, message: string | undefined, currency: string | undefined) =>
  message ? t(message, { currency, decimals: currency ? exponentOf(currency) : 2 }) : undefined;

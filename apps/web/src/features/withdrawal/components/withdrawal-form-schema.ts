import { z } from 'zod';
import { addAmountIssue } from '../../../shared/forms/amount-issue';
import { toDecimal, toMinor } from '@remit/contract/money';
import { amountProblem } from '@remit/contract/order';
import { computeFee } from '@remit/contract/fee';
import { withdrawalCreateRequest } from '@remit/contract/withdrawal';

/**
 * The withdrawal form's values: the contract's create request, with each refusal carrying the form's own
 * message key. `currencyOf` names the chosen account's currency, so an amount's decimals are checked
 * against it (JPY has none, USD two).
 */
export const withdrawalFormSchema = (currencyOf: (accountId: string) => string | undefined) =>
  withdrawalCreateRequest
    .pick({ remark: true })
    .extend({
      withdrawalAccountId: z.string().min(1, { error: 'withdrawal.form.errors.required' }),
      amount: z.string().trim().min(1, { error: 'withdrawal.form.errors.required' }),
    })
    .superRefine((v, ctx) => {
      const currency = currencyOf(v.withdrawalAccountId);
      if (!v.amount || !currency) return;
      addAmountIssue(ctx, v.amount, currency, 'withdrawal.form.errors');
    });
export type WithdrawalFormInput = z.input<ReturnType<typeof withdrawalFormSchema>>;
export type WithdrawalFormValues = z.output<ReturnType<typeof withdrawalFormSchema>>;

/**
 * What the page can say before asking the server: amount + fee against the available balance, from the
 * partner's fee schedule. It only keeps Continue from being pressed in vain; the review shows the server's
 * figures and the server refuses an order the balance cannot cover.
 */
export const previewFigures = (
  amount: string,
  currency: string | undefined,
  rule: { fixed: string; bps: number } | undefined,
  available: string | undefined,
) => {
  if (!currency || !rule || !amount || amountProblem(amount, currency)) return null;
  const minor = toMinor(amount, currency);
  const fee = computeFee(minor, { fixed: toMinor(rule.fixed, currency), bps: rule.bps });
  const availableMinor = available ? toMinor(available, currency) : 0n;
  return {
    currency,
    fee: toDecimal(fee, currency),
    total: toDecimal(minor + fee, currency),
    exceeds: minor + fee > availableMinor,
  };
};

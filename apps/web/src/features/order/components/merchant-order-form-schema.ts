import { z } from 'zod';
import { addAmountIssue } from '../../../shared/forms/amount-issue';
import { paymentCreateRequest } from '@remit/contract/payment';
import type { MerchantOrderNamespace } from '../lib/order-namespace';

/** The merchant account select's value: one merchant's account in one currency. */
export const merchantAccountValue = (m: { merchantId: string; currency: string }) =>
  `${m.merchantId}:${m.currency}`;

/**
 * The payment and transfer form's values: the contract's create request (payments and transfers share it),
 * with each refusal carrying the form's own message key. `currencyOf` names the chosen merchant account's
 * currency, so an amount's decimals are checked against it (JPY has none, USD two); an empty amount or no
 * account yet is not an error (Continue stays disabled).
 */
export const merchantOrderFormSchema = (
  ns: MerchantOrderNamespace,
  currencyOf: (merchantAccount: string) => string | undefined,
) =>
  paymentCreateRequest
    .pick({ direction: true, remark: true })
    .extend({ merchantAccount: z.string(), amount: z.string().trim() })
    .superRefine((v, ctx) => {
      const currency = currencyOf(v.merchantAccount);
      if (!v.amount || !currency) return;
      addAmountIssue(ctx, v.amount, currency, `${ns}.order.errors`);
    });
export type MerchantOrderFormInput = z.input<ReturnType<typeof merchantOrderFormSchema>>;
export type MerchantOrderFormValues = z.output<ReturnType<typeof merchantOrderFormSchema>>;

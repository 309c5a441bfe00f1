import { z } from 'zod';
import { addAmountIssue } from '../../../shared/forms/amount-issue';
import { exchangeQuoteRequest } from '@remit/contract/exchange';

/**
 * The exchange form's values: the contract's quote request, with each refusal carrying the form's own
 * message key. The amount is in the fixed side's currency, so its decimals are checked against that one
 * (JPY has none, USD two); an empty amount is not yet an error (Get quote stays disabled), and the same
 * currency on both sides is refused on the amount, where the form says so.
 */
export const exchangeFormSchema = exchangeQuoteRequest
  .pick({ sellCurrency: true, buyCurrency: true, fixedSide: true })
  .extend({ amount: z.string().trim() })
  .superRefine((v, ctx) => {
    const currency = v.fixedSide === 'sell' ? v.sellCurrency : v.buyCurrency;
    const refused = v.amount ? addAmountIssue(ctx, v.amount, currency, 'exchange.errors') : false;
    if (!refused && v.sellCurrency === v.buyCurrency)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'exchange.errors.same' });
  });
export type ExchangeFormInput = z.input<typeof exchangeFormSchema>;
export type ExchangeFormValues = z.output<typeof exchangeFormSchema>;

import { z } from 'zod';
import { amountInRange } from './text';
import { isCurrency, isOfferedCurrency } from './currency';

export * from './currency';

/** A currency for something new (an account, a beneficiary, an order, a fee or approval rule). */
export const currencyCode = z
  .string()
  .length(3)
  .superRefine((code, ctx) => {
    if (!isCurrency(code)) ctx.addIssue({ code: 'custom', message: 'validation.currency' });
    else if (!isOfferedCurrency(code))
      ctx.addIssue({ code: 'custom', message: 'validation.currencyNotOffered' });
  });
/** A currency to find records by (a list filter): withdrawn codes too, since old records carry them. */
export const knownCurrencyCode = z.string().length(3).refine(isCurrency, { error: 'validation.currency' });

/** A decimal string on the wire (DESIGN §4). Its decimals are checked against the currency where it is used. */
export const moneyString = z
  .string()
  .max(40)
  .regex(/^-?\d{1,30}(\.\d{1,6})?$/, { error: 'validation.amount' })
  .refine(amountInRange, { error: 'validation.amountRange' });

/** Server-side texts of the currency validation keys (the web has the same in its locales). */
export const currencyValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.currencyNotOffered': {
    en: 'This currency is withdrawn or a fund code: choose a current currency',
    zh_CN: '该货币已停止流通或为基金代码，请选择现行货币',
  },
};

import { z } from 'zod';
import { gatewayFields } from './gateway';
import { currencyCode } from './money';
import { idempotencyKeyField, orderAmountField } from './order';

/** Exchange quotes are locked this long (seconds) unless the server is configured otherwise. */
export const QUOTE_LOCK_SECONDS = 30;

export const FIXED_SIDES = ['sell', 'buy'] as const;
export const exchangeQuoteRequest = z.object({
  ...gatewayFields,
  sellCurrency: currencyCode,
  buyCurrency: currencyCode,
  fixedSide: z.enum(FIXED_SIDES),
  amount: orderAmountField,
});
export type ExchangeQuoteRequest = z.infer<typeof exchangeQuoteRequest>;
export const exchangeQuote = z.object({
  id: z.string(),
  sellCurrency: z.string(),
  buyCurrency: z.string(),
  fixedSide: z.enum(FIXED_SIDES),
  sellAmount: z.string(),
  buyAmount: z.string(),
  /** The platform's spread, charged in the sell currency (a fee transaction of its own). */
  fee: z.string(),
  /** Mid-market rate: buy currency per one sell currency. */
  midRate: z.string(),
  /** What the partner gets in effect: buy amount ÷ sell amount including the fee. */
  rate: z.string(),
  expiresAt: z.string(),
  lockSeconds: z.number().int(),
});
export type ExchangeQuote = z.infer<typeof exchangeQuote>;
export const exchangeExecuteRequest = z.object({
  ...gatewayFields,
  quoteId: z.uuid(),
  idempotencyKey: idempotencyKeyField.optional(),
});
export type ExchangeExecuteRequest = z.infer<typeof exchangeExecuteRequest>;

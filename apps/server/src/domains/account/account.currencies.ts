import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { AppError } from '../../platform/errors';

/** The balance currencies when a caller (the seed, a bare service) names none: the spec's USD, EUR, MXN, BRL. */
export const DEFAULT_BALANCES: readonly string[] = DEFAULT_BALANCE_CURRENCIES;

/**
 * The one rule that no partner money is kept, paid or sent outside the balance currencies (BALANCE_CURRENCIES):
 * money there would sit where no Balances screen shows it. Refused as "GBP is not an account currency here."
 * (400), on `field` when the request has one that names the currency.
 */
export const requireBalanceCurrency = (
  balanceCurrencies: readonly string[],
  currency: string,
  field?: string,
) => {
  if (!balanceCurrencies.includes(currency))
    throw new AppError('CURRENCY_NOT_SUPPORTED', { currency }, undefined, field);
};

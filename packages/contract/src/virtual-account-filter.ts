import { z } from 'zod';
import { ENTITY_STATUS, entityStatus } from './beneficiary-filter';
import { pageFields, searchField } from './gateway';

/** The virtual accounts' dictionaries and list filter, without the account-number validators (IBAN library). */
/** Spec §3 business type: 10 Business Goods, 11 Business Service, 20 Platform, 21 Platform Independent. */
export const BUSINESS_TYPE = { GOODS: 10, SERVICE: 11, PLATFORM: 20, PLATFORM_INDEPENDENT: 21 } as const;
export const BUSINESS_TYPE_CODES = [10, 11, 20, 21] as const;
/** Only 20 and 21 are selectable (spec §3). */
export const SELECTABLE_BUSINESS_TYPES = [20, 21] as const;
export const businessTypeField = z.union([z.literal(20), z.literal(21)], {
  error: 'validation.businessType',
});

/** The countries the bank issues accounts in, and each one's currency (a euro country: IBAN and BIC). */
export const VA_COUNTRY_CURRENCY = {
  US: 'USD',
  GB: 'GBP',
  DE: 'EUR',
  IE: 'EUR',
  MX: 'MXN',
  BR: 'BRL',
} as const;
export type VaCountry = keyof typeof VA_COUNTRY_CURRENCY;
export const VA_COUNTRIES = Object.keys(VA_COUNTRY_CURRENCY) as VaCountry[];

/**
 * The balance currency a virtual account settles in when the application names none: its own currency when
 * that is a balance currency, else USD (or the first balance currency when USD is not one). Money that
 * arrives in another currency converts into it on arrival (nothing lands in a balance nobody can see).
 */
export const defaultSettlementCurrency = (country: VaCountry, balanceCurrencies: readonly string[]) => {
  const own = VA_COUNTRY_CURRENCY[country];
  if (balanceCurrencies.includes(own)) return own;
  return balanceCurrencies.includes('USD') ? 'USD' : (balanceCurrencies[0] ?? 'USD');
};
export const vaCountryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v): v is VaCountry => v in VA_COUNTRY_CURRENCY, { error: 'validation.vaCountry' });

/**
 * Spec §3 entity status: 0 Initial (applied, waiting for the operator), 1 Enabled (opened: the bank issued
 * its details; money arrives on it), 2 Disabled (switched off after opening, or an application refused).
 */
export const VA_STATUS = ENTITY_STATUS;
export const VA_STATUSES = [0, 1, 2] as const;
export type VaStatus = (typeof VA_STATUSES)[number];
export const vaStatusField = entityStatus;

export const virtualAccountPageRequest = z.object({
  ...pageFields,
  country: vaCountryField.optional(),
  status: vaStatusField.optional(),
  /** Alias contains. */
  alias: searchField,
});
export type VirtualAccountPageRequest = z.infer<typeof virtualAccountPageRequest>;

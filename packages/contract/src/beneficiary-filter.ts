import { z } from 'zod';
import { pageFields, searchField } from './gateway';
import { knownCurrencyCode } from './money';

/** The beneficiary and withdrawal-account lists' filters, without the payee validators (phone, IBAN). */
/** Spec §3 entity status: 0 Initial, 1 Enabled, 2 Disabled. */
export const ENTITY_STATUS = { INITIAL: 0, ENABLED: 1, DISABLED: 2 } as const;
export const entityStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const beneficiaryPageRequest = z.object({
  ...pageFields,
  search: searchField,
  status: entityStatus.optional(),
  currency: knownCurrencyCode.optional(),
});
export type BeneficiaryPageRequest = z.infer<typeof beneficiaryPageRequest>;

export const withdrawalAccountPageRequest = z.object({
  ...pageFields,
  search: searchField,
  status: entityStatus.optional(),
  currency: knownCurrencyCode.optional(),
});
export type WithdrawalAccountPageRequest = z.infer<typeof withdrawalAccountPageRequest>;

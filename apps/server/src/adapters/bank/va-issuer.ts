import type { VaCountry, VaDetails } from '@remit/contract/virtual-account';

/**
 * The bank port that issues virtual accounts: asked for an account in a country (and that country's
 * currency), it answers with the details a payer needs, in the country's own format. A real bank's adapter
 * calls its API; the sandbox makes numbers up with valid check digits.
 */
export type VaIssuer = {
  readonly name: string;
  issueAccount(
    country: VaCountry,
    currency: string,
    holder: { accountName: string; seed: string },
  ): Promise<VaDetails>;
};

import type { ScreeningHit } from '@remit/contract/merchant';

/**
 * The screening port: before a submission reaches the review desk, the merchant's names are
 * checked against a watch list (sanctions, PEP…). The reviewer sees each hit with its score (0–100); the
 * decision stays human. A real provider's adapter replaces the sandbox one.
 */
export interface Screening {
  /** Hits for any of the names (a person's full name, a company's legal person, shareholders…), best first. */
  screen(names: readonly string[]): Promise<ScreeningHit[]>;
}

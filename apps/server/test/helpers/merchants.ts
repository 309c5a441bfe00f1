import type { Db } from '../../src/db/client';
import { merchants } from '../../src/db/schema/index';
import { ensureAccount } from '../../src/ledger/ledger.accounts';
import { newId } from '../../src/platform/crypto';

/**
 * A merchant of the partner already through onboarding (approved, accounts open in `currencies`), for tests
 * of what comes after it (payments, cards); the onboarding itself is tested through the API in merchant.test.
 */
export const approvedMerchant = async (
  db: Db,
  partnerId: string,
  currencies: string[] = ['USD'],
  status: 'approved' | 'closed' = 'approved',
) => {
  const id = newId();
  await db.insert(merchants).values({
    id,
    partnerId,
    status,
    merchantType: 2,
    firstName: 'Test',
    lastName: `Merchant ${id.slice(-4)}`,
    email: `m-${id.slice(-6)}@example.com`,
    mobile: '+14155550100',
    gender: 'unknown',
    dateOfBirth: '1980-01-01',
    nationality: 'US',
    idType: 'passport',
    idNumber: 'P1234567',
    idIssueDate: '2020-01-01',
    idExpiryDate: '2035-01-01',
    residenceAddress: '1 Main St, Springfield',
    residenceCountry: 'US',
  });
  for (const currency of currencies)
    await ensureAccount(db, { partnerId, kind: 'merchant', ownerId: id, currency });
  return id;
};

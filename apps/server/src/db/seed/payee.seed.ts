import { and, eq, inArray } from 'drizzle-orm';
import {
  beneficiaryCreateRequest,
  withdrawalAccountCreateRequest,
  type BeneficiaryInput,
} from '@remit/contract/beneficiary';
import { createBeneficiariesService } from '../../domains/beneficiary/beneficiary.service';
import { createWithdrawalAccountsService } from '../../domains/withdrawal/withdrawal-account.service';
import type { Actor } from '../../platform/session.plugin';
import type { Db } from '../client';
import { auditLog, beneficiaries, users, withdrawalAccounts } from '../schema/index';

const DAY = 86_400_000;

/** Where the demo's withdrawals went: its own EUR account in Germany and its three suppliers' USD accounts. */
const PAYEES: (BeneficiaryInput & { key: string; accountNumber: string; alias: string })[] = [
  {
    key: 'own',
    name: 'Demo Trading Co.',
    payeeType: 1,
    accountType: 1,
    natureOfAccount: 'BUSINESS',
    companyName: 'Demo Trading Co.',
    registeredCountry: 'DE',
    country: 'DE',
    city: 'Frankfurt am Main',
    address: 'Mainzer Landstraße 50',
    bankName: 'Commerzbank AG',
    bankCountry: 'DE',
    iban: 'DE24500400000400123456',
    swift: 'COBADEFFXXX',
    currency: 'EUR',
    accountNumber: 'DE24500400000400123456',
    alias: 'Own account (Commerzbank)',
  },
  ...[
    ['Shenzhen Bright Electronics Co.', 'Shenzhen', '6222020200112233445'],
    ['Ningbo Harbour Logistics Ltd.', 'Ningbo', '6222033100556677889'],
    ['Yiwu Craft Supplies Co.', 'Yiwu', '6222081208990011223'],
  ].map(([name, city, number]) => ({
    key: name!,
    name: name!,
    payeeType: 1 as const,
    accountType: 1 as const,
    natureOfAccount: 'BUSINESS' as const,
    companyName: name!,
    registeredCountry: 'CN',
    country: 'CN',
    city: city!,
    bankName: 'Bank of China',
    bankCountry: 'CN',
    bankNumber: number!,
    swift: 'BKCHCNBJ',
    currency: 'USD',
    accountNumber: number!,
    alias: `${name!} (USD)`,
  })),
];

export type SeededPayee = {
  beneficiaryId: string;
  withdrawalAccountId: string;
  beneficiaryName: string;
  accountNumber: string;
  currency: string;
  country: string;
};

/**
 * The demo partner's beneficiaries and their withdrawal accounts, made through the same services (and the same
 * contract schemas) a user's form goes through, by the Finance user, and dated `daysAgo` back: before the first
 * withdrawal of the seeded history. Answers them by payee name (the own account under 'own').
 */
export const seedPayees = async (db: Db, ids: { demoId: string }, daysAgo: number, now = new Date()) => {
  const [maker] = await db
    .select()
    .from(users)
    .where(and(eq(users.partnerId, ids.demoId), eq(users.email, 'finance@demo.test')));
  const actor = { userId: maker!.id, partnerId: ids.demoId, user: maker } as unknown as Actor;
  const ctx = { ip: '127.0.0.1', lang: 'en' } as never;
  const payees = createBeneficiariesService({ db });
  const accounts = createWithdrawalAccountsService({ db });
  const out = new Map<string, SeededPayee>();
  for (const { key, accountNumber, alias, ...input } of PAYEES) {
    const beneficiary = await payees.create(actor, beneficiaryCreateRequest.parse(input), ctx);
    const account = await accounts.create(
      actor,
      withdrawalAccountCreateRequest.parse({
        beneficiaryId: beneficiary.id,
        currency: input.currency,
        accountNumber,
        alias,
      }),
      ctx,
    );
    out.set(key, {
      beneficiaryId: beneficiary.id,
      withdrawalAccountId: account.id,
      beneficiaryName: beneficiary.name,
      accountNumber,
      currency: input.currency,
      country: input.bankCountry ?? input.country,
    });
  }
  // Made before the history that pays them: the rows and their audit entries carry that day.
  const at = new Date(now.getTime() - daysAgo * DAY);
  const made = [...out.values()];
  const beneficiaryIds = made.map((p) => p.beneficiaryId);
  const accountIds = made.map((p) => p.withdrawalAccountId);
  await db
    .update(beneficiaries)
    .set({ createdAt: at, updatedAt: at })
    .where(inArray(beneficiaries.id, beneficiaryIds));
  await db
    .update(withdrawalAccounts)
    .set({ createdAt: new Date(at.getTime() + 600_000), updatedAt: new Date(at.getTime() + 600_000) })
    .where(inArray(withdrawalAccounts.id, accountIds));
  await db
    .update(auditLog)
    .set({ createdAt: at })
    .where(
      and(
        eq(auditLog.partnerId, ids.demoId),
        inArray(auditLog.subjectId, [...beneficiaryIds, ...accountIds]),
      ),
    );
  return out;
};

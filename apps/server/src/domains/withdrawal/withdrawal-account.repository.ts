import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { touchWhere } from '../../db/writes';
import { partnerListFilter } from '../../db/filters';
import { beneficiaries, withdrawalAccounts } from '../../db/schema/index';

export type WithdrawalAccountFilter = { search?: string; status?: number; currency?: string };

const columns = {
  id: withdrawalAccounts.id,
  beneficiaryId: withdrawalAccounts.beneficiaryId,
  beneficiaryName: beneficiaries.name,
  beneficiaryStatus: beneficiaries.status,
  currency: withdrawalAccounts.currency,
  accountNumber: withdrawalAccounts.accountNumber,
  alias: withdrawalAccounts.alias,
  status: withdrawalAccounts.status,
  createdAt: withdrawalAccounts.createdAt,
  updatedAt: withdrawalAccounts.updatedAt,
};

const where = (partnerId: string, f: WithdrawalAccountFilter) =>
  partnerListFilter(
    withdrawalAccounts,
    [withdrawalAccounts.accountNumber, withdrawalAccounts.alias, beneficiaries.name],
    partnerId,
    f,
  );

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(withdrawalAccounts)
    .innerJoin(beneficiaries, eq(beneficiaries.id, withdrawalAccounts.beneficiaryId));
export type WithdrawalAccountRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export const pageWithdrawalAccounts = async (
  tx: Tx,
  partnerId: string,
  f: WithdrawalAccountFilter,
  page: number,
  size: number,
) => {
  const [total] = await tx
    .select({ n: count() })
    .from(withdrawalAccounts)
    .innerJoin(beneficiaries, eq(beneficiaries.id, withdrawalAccounts.beneficiaryId))
    .where(where(partnerId, f));
  const records = await base(tx)
    .where(where(partnerId, f))
    .orderBy(desc(withdrawalAccounts.createdAt), desc(withdrawalAccounts.id))
    .limit(size)
    .offset((page - 1) * size);
  return { records, total: total?.n ?? 0 };
};

export const findWithdrawalAccount = async (tx: Tx, partnerId: string, id: string) => {
  const [row] = await base(tx).where(
    and(eq(withdrawalAccounts.partnerId, partnerId), eq(withdrawalAccounts.id, id)),
  );
  return row;
};

export const insertWithdrawalAccount = (tx: Tx, values: typeof withdrawalAccounts.$inferInsert) =>
  tx.insert(withdrawalAccounts).values(values);

export const updateWithdrawalAccount = (
  tx: Tx,
  partnerId: string,
  id: string,
  values: Partial<typeof withdrawalAccounts.$inferInsert>,
) => touchWhere(tx, withdrawalAccounts, { partnerId, id }, values);

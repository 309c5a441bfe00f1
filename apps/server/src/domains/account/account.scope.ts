import type { DepositRecordFilter, TransactionPageRequest } from '@remit/contract/account';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repo from './account.repository';

/** What a transaction list or export is narrowed by. */
export type TransactionScopeInput = Pick<
  TransactionPageRequest,
  'accountId' | 'currency' | 'type' | 'status' | 'keyword' | 'from' | 'to'
>;

/**
 * The repository scope of a transaction list or export of `partnerId`'s accounts (of `accountKind`, when given);
 * an account id that is not one of the partner's customer accounts of that kind is a 404.
 */
export const transactionScope = async (
  db: Tx,
  partnerId: string,
  input: TransactionScopeInput,
  accountKind: string | undefined,
): Promise<repo.TxnScope> => {
  if (input.accountId) {
    const account = await repo.findCustomerAccount(db, partnerId, input.accountId);
    if (!account || (accountKind && account.kind !== accountKind)) throw new AppError('ACCOUNT_NOT_FOUND');
  }
  return {
    partnerId,
    accountKind,
    accountId: input.accountId,
    currency: input.currency,
    type: input.type,
    status: input.status,
    keyword: input.keyword || undefined,
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
  };
};

/** The repository scope of a deposit record list or export of `partnerId` (an empty order number: any). */
export const depositScope = (partnerId: string, f: DepositRecordFilter): repo.DepositScope => ({
  partnerId,
  status: f.status,
  currency: f.currency,
  orderNo: f.orderNo || undefined,
  from: f.from ? new Date(f.from) : undefined,
  to: f.to ? new Date(f.to) : undefined,
});

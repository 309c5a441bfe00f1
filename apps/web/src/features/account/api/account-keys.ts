import type { DepositRecordPageRequest } from '@remit/contract/account';

/** Query keys of Account (CONVENTIONS 8). */
export const accountKeys = {
  all: ['account'] as const,
  balances: () => [...accountKeys.all, 'balances'] as const,
  instructions: () => [...accountKeys.all, 'instructions'] as const,
  deposits: (request: Partial<DepositRecordPageRequest>) =>
    [...accountKeys.all, 'deposits', request] as const,
};

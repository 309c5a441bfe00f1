import type { StatementPageRequest } from '@remit/contract/statement';

/** Query keys of Statement (CONVENTIONS 8). */
export const statementKeys = {
  all: ['statement'] as const,
  page: (request: Partial<StatementPageRequest>) => [...statementKeys.all, 'page', request] as const,
};

import type { AuditLogPageRequest } from '@remit/contract/statement';

/** Query keys of Logs (CONVENTIONS 8). */
export const logsKeys = {
  all: ['logs'] as const,
  page: (request: Partial<AuditLogPageRequest>) => [...logsKeys.all, 'page', request] as const,
  actions: () => [...logsKeys.all, 'actions'] as const,
};

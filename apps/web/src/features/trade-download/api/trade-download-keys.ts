import type { ExportJobPageRequest } from '@remit/contract/export';

/** Query keys of Trade download (CONVENTIONS 8: one key factory per feature). */
export const tradeDownloadKeys = {
  all: ['tradeDownload'] as const,
  page: (request: Partial<ExportJobPageRequest>) => [...tradeDownloadKeys.all, 'page', request] as const,
};

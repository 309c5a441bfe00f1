import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportJobPageRequest, ExportJobRecord } from '@remit/contract/export';
import type { PageData } from '@remit/contract/gateway';
import { tradeDownloadKeys } from './trade-download-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type JobPageQuery = Pick<ExportJobPageRequest, 'page' | 'size' | 'status'>;

const busy = (page: PageData<ExportJobRecord> | undefined) =>
  !!page?.records.some((job) => job.status === 'queued' || job.status === 'running');

/** The user's exports; refreshed every second while any of them is queued or running. */
export const jobPageQueryOptions = (request: JobPageQuery) =>
  queryOptions({
    ...pageQueryOptions<PageData<ExportJobRecord>>('tradeDownload', tradeDownloadKeys.page(request), request),
    refetchInterval: (query) => (busy(query.state.data) ? 1000 : false),
  });

export const useJobPage = (request: JobPageQuery) => useQuery(jobPageQueryOptions(request));

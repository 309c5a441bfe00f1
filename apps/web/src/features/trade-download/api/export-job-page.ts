import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportJobPageRequest, ExportJobRecord } from '@remit/contract/export';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import { apiData } from '../../../shared/http/client';
import { tradeDownloadKeys } from './trade-download-keys';

export type JobPageQuery = Pick<ExportJobPageRequest, 'page' | 'size' | 'status'>;

export const fetchJobPage = (request: JobPageQuery, signal?: AbortSignal) =>
  apiData<PageData<ExportJobRecord>>(gatewayPath('tradeDownload', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

const busy = (page: PageData<ExportJobRecord> | undefined) =>
  !!page?.records.some((job) => job.status === 'queued' || job.status === 'running');

/** The user's exports; refreshed every second while any of them is queued or running. */
export const jobPageQueryOptions = (request: JobPageQuery) =>
  queryOptions({
    queryKey: tradeDownloadKeys.page(request),
    queryFn: ({ signal }) => fetchJobPage(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (busy(query.state.data) ? 1000 : false),
  });

export const useJobPage = (request: JobPageQuery) => useQuery(jobPageQueryOptions(request));

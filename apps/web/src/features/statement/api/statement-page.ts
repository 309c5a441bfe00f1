import { useQuery } from '@tanstack/react-query';
import type { StatementPageRequest, StatementRecord } from '@remit/contract/statement';
import type { PageData } from '@remit/contract/gateway';
import { statementKeys } from './statement-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type StatementQuery = Omit<StatementPageRequest, 'dtoName' | 'language'>;

export const statementPageQueryOptions = (request: StatementQuery) =>
  pageQueryOptions<PageData<StatementRecord>>('statement', statementKeys.page(request), request);

export const useStatementPage = (request: StatementQuery) => useQuery(statementPageQueryOptions(request));

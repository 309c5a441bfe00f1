import type { StatementPageRequest, StatementRecord } from '@remit/contract/statement';
import { statementKeys } from './statement-keys';
import { usePageQuery } from '../../../shared/query/page-query';

export type StatementQuery = Omit<StatementPageRequest, 'dtoName' | 'language'>;

export const useStatementPage = (request: StatementQuery) =>
  usePageQuery<StatementRecord>('statement', statementKeys.page(request), request);

import { gatewayPath } from '@remit/contract/gateway-path';
import type { StatementRecord } from '@remit/contract/statement';
import { downloadFile } from '../../../shared/http/download';

/** One statement as CSV (its postings) or PDF, in the interface language. */
export const downloadStatement = (statement: StatementRecord, format: 'csv' | 'pdf') =>
  downloadFile(
    gatewayPath('statement', 'export'),
    { id: statement.id, format },
    { fallbackName: `${statement.fileName}.${format}` },
  );

import { gatewayPath } from '@remit/contract/gateway-path';
import type { ExportJobRecord } from '@remit/contract/export';
import { downloadFile } from '../../../shared/http/download';

/** A finished job's file, saved under its localized name. */
export const downloadExportFile = (job: ExportJobRecord) =>
  downloadFile(gatewayPath('tradeDownload', 'export'), { id: job.id }, { fallbackName: job.fileName });

import type { ExportJobStatus } from '@remit/contract/export';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../shared/ui/status-chip';

const colors = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

export const JobStatusChip = ({ status }: { status: ExportJobStatus }) => {
  const { t } = useTranslation();
  return <StatusChip color={colors[status]} label={t(`tradeDownload.status.${status}`)} />;
};

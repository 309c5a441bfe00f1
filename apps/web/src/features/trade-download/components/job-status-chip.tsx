import Chip from '@mui/material/Chip';
import type { ExportJobStatus } from '@remit/contract/export';
import { useTranslation } from 'react-i18next';

const colors = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

export const JobStatusChip = ({ status }: { status: ExportJobStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant="outlined"
      label={t(`tradeDownload.status.${status}`)}
    />
  );
};

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ExportJobRecord } from '@remit/contract/export';
import { useTranslation } from 'react-i18next';

/** Rows done of the total, as a bar and as figures (the total is known once the job starts). */
export const JobProgress = ({ job }: { job: ExportJobRecord }) => {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  if (job.status === 'failed')
    return (
      <Typography variant="body2" color="error" sx={{ maxWidth: 280 }}>
        {job.error ?? t('tradeDownload.failedUnknown')}
      </Typography>
    );
  const total = job.rowsTotal;
  const value = job.status === 'done' ? 100 : total ? Math.min(100, (job.rowsDone / total) * 100) : 0;
  return (
    <Box sx={{ minWidth: 180, maxWidth: 260 }}>
      <LinearProgress
        variant={job.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={t('tradeDownload.columns.progress')}
        sx={{ height: 6, borderRadius: 3, mb: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary" data-testid="job-rows">
        {job.status === 'queued'
          ? t('tradeDownload.waiting')
          : t('tradeDownload.rows', {
              done: number(job.rowsDone),
              total: total === null ? '…' : number(total),
            })}
      </Typography>
    </Box>
  );
};

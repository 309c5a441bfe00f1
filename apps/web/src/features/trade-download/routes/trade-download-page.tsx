import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_JOB_STATUSES, type ExportJobRecord, type ExportJobStatus } from '@remit/contract/export';
import { PAGE_SIZES } from '@remit/contract/gateway';
import { useAppAbility } from '../../../shared/abilities/can';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDeleteExportJob } from '../api/delete-export-job';
import { downloadExportFile } from '../api/download-export-file';
import { useJobPage } from '../api/export-job-page';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { JobProgress } from '../components/job-progress';
import { JobStatusChip } from '../components/job-status-chip';
import { ListPagination } from '../../../shared/ui/list-pagination';

const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—');

/** Trade download (`/userCenter/tradeDownload`): background exports, queued → running → done or failed. */
export const TradeDownloadPage = () => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [status, setStatus] = useState<ExportJobStatus | ''>('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<(typeof PAGE_SIZES)[number]>(10);
  const [deleting, setDeleting] = useState<ExportJobRecord | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const query = useJobPage({ page, size, status: status || undefined });
  const remove = useDeleteExportJob();
  const records = query.data?.records ?? [];

  const download = async (job: ExportJobRecord) => {
    setDownloading(job.id);
    try {
      await downloadExportFile(job);
    } catch {
      // shown as a toast
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <PageHeader title={t('tradeDownload.title')} description={t('tradeDownload.description')} />
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2.5 }}>
          <TextField
            select
            label={t('tradeDownload.columns.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ExportJobStatus | '');
              setPage(1);
            }}
            sx={{ width: { xs: '100%', sm: 220 } }}
          >
            <MenuItem value="">{t('tradeDownload.status.all')}</MenuItem>
            {EXPORT_JOB_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`tradeDownload.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<Refresh />}
            onClick={() => void query.refetch()}
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('tradeDownload.refresh')}
          </Button>
        </Box>
        <Divider />
        {records.length === 0 ? (
          <EmptyState text={query.isPending ? t('tradeDownload.loading') : t('tradeDownload.empty')} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('tradeDownload.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('tradeDownload.columns.file')}</TableCell>
                  <TableCell>{t('tradeDownload.columns.status')}</TableCell>
                  <TableCell>{t('tradeDownload.columns.progress')}</TableCell>
                  <TableCell>{t('tradeDownload.columns.createdAt')}</TableCell>
                  <TableCell>{t('tradeDownload.columns.expiresAt')}</TableCell>
                  <TableCell align="right">{t('tradeDownload.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((job) => (
                  <TableRow key={job.id} hover data-testid="export-job" data-status={job.status}>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                        {job.fileName}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t(`tradeDownload.kinds.${job.kind}`, { defaultValue: job.kind })} ·{' '}
                        {job.format.toUpperCase()}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <JobStatusChip status={job.status} />
                    </TableCell>
                    <TableCell>
                      <JobProgress job={job} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(job.createdAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(job.expiresAt)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {job.status === 'done' && (
                        <Button
                          size="small"
                          startIcon={<FileDownloadOutlined />}
                          disabled={downloading === job.id}
                          onClick={() => void download(job)}
                        >
                          {t('tradeDownload.download')}
                        </Button>
                      )}
                      {ability.can('delete', 'tradeDownload') && (
                        <Tooltip title={t('tradeDownload.delete.title')}>
                          <IconButton
                            size="small"
                            aria-label={t('tradeDownload.delete.title')}
                            onClick={() => setDeleting(job)}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <ListPagination
          total={query.data?.total ?? 0}
          page={page}
          size={size}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      </Card>
      <DeleteJobDialog
        job={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
};

import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_JOB_STATUSES,
  exportKindText,
  type ExportJobRecord,
  type ExportJobStatus,
} from '@remit/contract/export';
import { textOf } from '@remit/contract/local-text';
import { useContractText } from '../../../shared/i18n/contract-text';
import { useAppAbility } from '../../../shared/abilities/can';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDeleteExportJob } from '../api/delete-export-job';
import { downloadExportFile } from '../api/download-export-file';
import { useJobPage } from '../api/export-job-page';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { JobProgress } from '../components/job-progress';
import { JobStatusChip } from '../components/job-status-chip';
import { formatDateTime } from '../../../shared/date/date-time';
import { useListSearch } from '../../../shared/list/use-list-search';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { tradeDownloadListSearch } from '../lib/trade-download-search';

const time = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** Trade download (`/userCenter/tradeDownload`): background exports, queued → running → done or failed. */
export const TradeDownloadPage = () => {
  const { t } = useTranslation();
  const text = useContractText();
  const ability = useAppAbility();
  const list = useListSearch(tradeDownloadListSearch);
  const status = list.filter.status ?? '';
  const [deleting, setDeleting] = useState<ExportJobRecord | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const query = useJobPage(list.request);
  const remove = useDeleteExportJob();

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

  const columns: Column<ExportJobRecord>[] = [
    {
      key: 'file',
      header: t('tradeDownload.columns.file'),
      cell: (job) => (
        <Box sx={{ maxWidth: 320 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
            {job.fileName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {text(textOf(exportKindText, job.kind), job.kind)} · {job.format.toUpperCase()}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'status',
      header: t('tradeDownload.columns.status'),
      lead: true,
      cell: (job) => <JobStatusChip status={job.status} />,
    },
    {
      key: 'progress',
      header: t('tradeDownload.columns.progress'),
      priority: 2,
      cell: (job) => <JobProgress job={job} />,
    },
    {
      key: 'createdAt',
      header: t('tradeDownload.columns.createdAt'),
      nowrap: true,
      priority: 2,
      cell: (job) => time(job.createdAt),
    },
    {
      key: 'expiresAt',
      header: t('tradeDownload.columns.expiresAt'),
      nowrap: true,
      priority: 3,
      cell: (job) => time(job.expiresAt),
    },
    {
      key: 'actions',
      header: t('tradeDownload.columns.actions'),
      align: 'right',
      actions: true,
      cell: (job) => (
        <>
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
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('tradeDownload.title')} description={t('tradeDownload.description')} />
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2.5 }}>
          <TextField
            select
            label={t('tradeDownload.columns.status')}
            value={status}
            onChange={(event) =>
              list.setFilter({ status: (event.target.value as ExportJobStatus | '') || undefined })
            }
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
        <DataTable
          label={t('tradeDownload.title')}
          columns={columns}
          rows={query.data?.records}
          rowKey={(job) => job.id}
          rowProps={(job) => ({ 'data-testid': 'export-job', 'data-status': job.status })}
          loading={query.isPending}
          fetching={query.isFetching}
          empty={{ text: t('tradeDownload.empty') }}
          paging={list.paging(query.data?.total)}
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

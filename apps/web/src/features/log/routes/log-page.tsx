import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogRecord } from '@remit/contract/log';
import { formatDateTime } from '../../../shared/date/date-time';
import { useListSearch } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { ExportButton } from '../../../shared/ui/export-button';
import { ListPage } from '../../../shared/ui/list-page';
import { useAuditLogPage } from '../api/audit-log-page';
import { LogDetails } from '../components/log-details';
import { LogRecord } from '../components/log-record';
import { LogFilters, type LogFilterValues } from '../components/log-filters';
import { logListSearch } from '../lib/log-search';
import { useAuditLabels } from '../lib/audit-labels';

/** Logs (`/userCenter/logs`): who did what in this partner, and when; exportable. */
export const LogsPage = () => {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const list = useListSearch(logListSearch);
  const filter = list.filter as LogFilterValues;
  const [open, setOpen] = useState<AuditLogRecord | null>(null);
  const query = useAuditLogPage(list.request);
  const columns: Column<AuditLogRecord>[] = [
    {
      key: 'time',
      header: t('logs.columns.time'),
      cell: (r) => formatDateTime(r.createdAt),
      nowrap: true,
      lead: true,
    },
    {
      key: 'user',
      header: t('logs.columns.user'),
      cell: (r) => (
        <>
          <Typography variant="body2">{r.userName ?? '—'}</Typography>
          <Typography variant="caption" color="text.secondary">
            {r.email ?? ''}
          </Typography>
        </>
      ),
    },
    {
      key: 'action',
      header: t('logs.columns.action'),
      lead: true,
      cell: (r) => labels.action(r.action),
    },
    {
      key: 'module',
      header: t('logs.columns.module'),
      priority: 2,
      cell: (r) => labels.module(r.subject),
    },
    {
      key: 'record',
      header: t('logs.columns.record'),
      priority: 3,
      cell: (r) => <LogRecord entry={r} />,
    },
    { key: 'ip', header: t('logs.columns.ip'), priority: 3, nowrap: true, cell: (r) => r.ip ?? '—' },
    {
      key: 'details',
      header: '',
      align: 'right',
      actions: true,
      cell: (r) =>
        (r.before !== null || r.after !== null) && (
          <Button size="small" onClick={() => setOpen(r)}>
            {t('logs.details')}
          </Button>
        ),
    },
  ];
  return (
    <ListPage
      screen="logs"
      actions={<ExportButton kind="auditLogs" filter={filter} />}
      filters={<LogFilters value={filter} onSearch={list.setFilter} />}
      columns={columns}
      rowTestId="log-row"
      query={query}
      list={list}
      empty={{ text: t('logs.empty') }}
    >
      <LogDetails entry={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
};

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@remit/contract/gateway';
import type { AuditLogRecord } from '@remit/contract/statement';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ExportButton } from '../../../shared/ui/export-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { useAuditLogPage } from '../api/audit-log-page';
import { LogDetails } from '../components/log-details';
import { LogRecord } from '../components/log-record';
import { LogFilters, type LogFilterValues } from '../components/log-filters';
import { ListPagination } from '../../../shared/ui/list-pagination';

/** Logs (`/userCenter/logs`): who did what in this partner, and when; exportable. */
export const LogsPage = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<LogFilterValues>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<(typeof PAGE_SIZES)[number]>(10);
  const [open, setOpen] = useState<AuditLogRecord | null>(null);
  const query = useAuditLogPage({ ...filter, page, size });
  const records = query.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={t('logs.title')}
        description={t('logs.description')}
        actions={<ExportButton kind="auditLogs" filter={filter} />}
      />
      <Card>
        <LogFilters
          onSearch={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <Divider />
        {records.length === 0 ? (
          <EmptyState text={query.isPending ? t('logs.loading') : t('logs.empty')} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('logs.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('logs.columns.time')}</TableCell>
                  <TableCell>{t('logs.columns.user')}</TableCell>
                  <TableCell>{t('logs.columns.action')}</TableCell>
                  <TableCell>{t('logs.columns.module')}</TableCell>
                  <TableCell>{t('logs.columns.record')}</TableCell>
                  <TableCell>{t('logs.columns.ip')}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((r) => (
                  <TableRow key={r.id} hover data-testid="log-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {dayjs(r.createdAt).format('YYYY-MM-DD HH:mm:ss')}
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2">{r.userName ?? '—'}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {r.email ?? ''}
                      </Typography>
                    </TableCell>
                    <TableCell>{t(`logs.actions.${r.action}`, { defaultValue: r.action })}</TableCell>
                    <TableCell>{t(`logs.modules.${r.subject}`, { defaultValue: r.subject })}</TableCell>
                    <TableCell>
                      <LogRecord entry={r} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.ip ?? '—'}</TableCell>
                    <TableCell align="right">
                      {(r.before !== null || r.after !== null) && (
                        <Button size="small" onClick={() => setOpen(r)}>
                          {t('logs.details')}
                        </Button>
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
      <LogDetails entry={open} onClose={() => setOpen(null)} />
    </>
  );
};

import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat, type ExportJobRecord } from '@remit/contract/export';
import { gatewayPath } from '@remit/contract/gateway-path';
import { useAppAbility } from '../abilities/can';
import { downloadFile } from '../http/download';
import { notifySuccess } from './notify';
import { gatewayData } from '../http/gateway';

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export type ExportButtonProps = {
  /** The list's export kind on the server (e.g. `accountTransactions`, `auditLogs`). */
  kind: string;
  /** The list's current filter, as its page call takes it (without paging); empty fields are left out. */
  filter: object;
  disabled?: boolean;
};

/**
 * A list's Export button: CSV or XLSX straight to the browser with the list's current filter,
 * showing how much has arrived; or "run in background", which queues a job on Trade download.
 */
/** A filter without its empty fields (the server checks the rest against the kind's schema). */
const defined = (filter: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

export const ExportButton = ({ kind, filter: raw, disabled }: ExportButtonProps) => {
  const filter = defined(raw);
  const { t } = useTranslation();
  const ability = useAppAbility();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<{ bytes: number } | null>(null);

  const direct = async (format: ExportFormat) => {
    setOpen(false);
    setBusy({ bytes: 0 });
    try {
      await downloadFile(
        gatewayPath('export', 'export'),
        { kind, format, filter },
        { fallbackName: `${kind}.${format}`, onBytes: (bytes) => setBusy({ bytes }) },
      );
    } catch {
      // The message was shown as a toast.
    } finally {
      setBusy(null);
    }
  };

  const background = async (format: ExportFormat) => {
    setOpen(false);
    try {
      const job = await gatewayData<ExportJobRecord>('tradeDownload', 'create', { kind, format, filter });
      notifySuccess(t('tradeDownload.exportButton.queued', { name: job.fileName }));
    } catch {
      // The message was shown as a toast.
    }
  };

  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        color="inherit"
        disabled={disabled || busy !== null}
        aria-haspopup="menu"
        aria-busy={busy !== null}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {busy
          ? busy.bytes > 0
            ? t('tradeDownload.exportButton.receiving', { size: formatBytes(busy.bytes) })
            : t('tradeDownload.exportButton.preparing')
          : t('tradeDownload.exportButton.label')}
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void direct(format)}>
            <ListItemIcon>
              <FileDownloadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`tradeDownload.exportButton.${format}`)}</ListItemText>
          </MenuItem>
        ))}
        {ability.can('add', 'tradeDownload') && <Divider />}
        {ability.can('add', 'tradeDownload') &&
          EXPORT_FORMATS.map((format) => (
            <MenuItem key={`bg-${format}`} onClick={() => void background(format)}>
              <ListItemIcon>
                {format === 'csv' ? (
                  <ScheduleOutlined fontSize="small" />
                ) : (
                  <CloudDownloadOutlined fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>{t(`tradeDownload.exportButton.background.${format}`)}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
};

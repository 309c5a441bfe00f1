import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ExportJobRecord } from '@remit/contract/export';
import { useTranslation } from 'react-i18next';

export const DeleteJobDialog = ({
  job,
  busy,
  onCancel,
  onConfirm,
}: {
  job: ExportJobRecord | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog open={!!job} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{t('tradeDownload.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('tradeDownload.delete.text', { name: job?.fileName ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onCancel}>
          {t('tradeDownload.delete.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {t('tradeDownload.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

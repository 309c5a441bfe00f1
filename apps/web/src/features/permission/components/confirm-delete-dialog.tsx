import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  text: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Spec §6: deletes ask for confirmation. */
export const ConfirmDeleteDialog = ({ open, title, text, pending, onCancel, onConfirm }: Props) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onCancel()}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" variant="outlined" onClick={onCancel} disabled={pending}>
          {t('permission.common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {t('permission.common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

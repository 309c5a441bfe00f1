import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ApplyRecord } from '@remit/contract/card';
import { notifySuccess } from '../../../shared/ui/notify';
import { useRemoveApplyRecord } from '../api/card-mutations';

/** Asks before dismissing a failed apply record (the only kind the server removes). */
export const RemoveApplyDialog = ({ record, onClose }: { record: ApplyRecord; onClose: () => void }) => {
  const { t } = useTranslation();
  const remove = useRemoveApplyRecord();
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('card.apply.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('card.apply.removeText', { name: record.merchantName, reason: record.reason || '—' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={remove.isPending}>
          {t('card.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(record.id, {
              onSuccess: () => {
                notifySuccess(t('card.apply.removed'));
                onClose();
              },
            })
          }
        >
          {t('card.apply.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

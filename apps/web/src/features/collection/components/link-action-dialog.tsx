import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialLinkRecord } from '@remit/contract/material-link';
import { DIALOG_WIDTH } from '../../../shared/config/app';
import { moneyWithCode } from '../../../shared/ui/money';
import { notifySuccess } from '../../../shared/ui/notify';
import { useCollectionMutation } from '../api/collection-api';

export type LinkAction = 'unlink' | 'confirm' | 'reject';
const COLOR = { unlink: 'warning', confirm: 'success', reject: 'error' } as const;

/**
 * Asks before a link changes: the partner's Unlink (the amount goes back on both sides), the operator's
 * Confirm or Reject (rejecting needs comments saying why).
 */
export const LinkActionDialog = ({
  link,
  action,
  onClose,
}: {
  link: MaterialLinkRecord;
  action: LinkAction;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const call = useCollectionMutation<MaterialLinkRecord>('material-link', 'call');
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string>();
  const submit = async () => {
    if (action === 'reject' && !comments.trim()) {
      setError(t('validation.reviewCommentsRequired'));
      return;
    }
    await call.mutateAsync({ id: link.id, action, comments: comments.trim() }).then(
      () => {
        notifySuccess(t(`collection.linkActions.${action}.done`));
        onClose();
      },
      () => undefined,
    );
  };
  return (
    <Dialog
      open
      onClose={call.isPending ? undefined : onClose}
      aria-labelledby="link-action-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.small, maxWidth: '100%' } } }}
    >
      <DialogTitle id="link-action-title">{t(`collection.linkActions.${action}.title`)}</DialogTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {call.error && <Alert severity="error">{call.error.message}</Alert>}
          <DialogContentText>
            {t(`collection.linkActions.${action}.text`, {
              amount: moneyWithCode(link.amount, link.currency),
              material: link.materialNo,
              collection: link.collectionReference,
            })}
          </DialogContentText>
          <TextField
            name="comments"
            label={t('collection.fields.comments')}
            value={comments}
            onChange={(e) => {
              setComments(e.target.value);
              setError(undefined);
            }}
            error={!!error}
            helperText={
              error ??
              t(action === 'reject' ? 'collection.linkActions.commentsRequired' : 'collection.optional')
            }
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={call.isPending}>
            {t('collection.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={COLOR[action]} loading={call.isPending}>
            {t(`collection.linkActions.${action}.button`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

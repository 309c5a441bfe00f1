import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import type { MaterialLinkRecord } from '@remit/contract/material-link';
import { moneyWithCode } from '../../../shared/ui/money';
import { notifyDone } from '../../../shared/ui/notify';
import { useCollectionMutation } from '../api/collection-api';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { DecisionCommentsField, useDecisionComments } from './decision-comments';
import type { DialogProps } from '../../../shared/ui/dialog-props';

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
}: DialogProps<{ link: MaterialLinkRecord; action: LinkAction }>) => {
  const { t } = useTranslation();
  const call = useCollectionMutation<MaterialLinkRecord>('material-link', 'call');
  const comments = useDecisionComments();
  const submit = async () => {
    const text = comments.checked(action === 'reject');
    if (text === undefined) return;
    await notifyDone(
      call.mutateAsync({ id: link.id, action, comments: text }),
      t(`collection.linkActions.${action}.done`),
      onClose,
    );
  };
  return (
    <FormDialog
      onClose={onClose}
      title={t(`collection.linkActions.${action}.title`)}
      onSubmit={() => void submit()}
      pending={call.isPending}
      error={call.error}
      cancelLabel={t('collection.cancel')}
      submitLabel={t(`collection.linkActions.${action}.button`)}
      submitColor={COLOR[action]}
      contentSx={{ gap: 2 }}
    >
      <DialogContentText>
        {t(`collection.linkActions.${action}.text`, {
          amount: moneyWithCode(link.amount, link.currency),
          material: link.materialNo,
          collection: link.collectionReference,
        })}
      </DialogContentText>
      <DecisionCommentsField
        name="comments"
        label={t('collection.fields.comments')}
        hint={t(action === 'reject' ? 'collection.linkActions.commentsRequired' : 'collection.optional')}
        comments={comments}
      />
    </FormDialog>
  );
};

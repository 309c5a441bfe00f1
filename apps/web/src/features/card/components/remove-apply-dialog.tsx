import { useTranslation } from 'react-i18next';
import type { ApplyRecord } from '@remit/contract/card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { useRemoveApplyRecord } from '../api/card-mutations';

/** Asks before dismissing a failed apply record (the only kind the server removes). */
export const RemoveApplyDialog = ({ record, onClose }: { record: ApplyRecord; onClose: () => void }) => {
  const { t } = useTranslation();
  const remove = useRemoveApplyRecord();
  return (
    <ConfirmDialog
      size="xs"
      title={t('card.apply.removeTitle')}
      text={t('card.apply.removeText', { name: record.merchantName, reason: record.reason || '—' })}
      confirm={t('card.apply.remove')}
      cancelLabel={t('card.cancel')}
      color="error"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(record.id, {
          onSuccess: () => {
            notifySuccess(t('card.apply.removed'));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
};

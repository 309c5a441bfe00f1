import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorizationRecord } from '@remit/contract/card-authorization';
import { Can } from '../../../shared/abilities/can';
import { followUpsOf } from '../lib/network-form';
import { MessageDialog, type FollowUp } from './message-dialog';

/** Clear / Reverse on an open approval, Refund on a settled one (sandbox network; needs card:edit). */
export const RecordActions = ({
  record,
  size = 'small',
}: {
  record: AuthorizationRecord;
  size?: 'small' | 'medium';
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<FollowUp | null>(null);
  const moves = followUpsOf(record);
  if (moves.length === 0) return null;
  return (
    <Can I="edit" a="card">
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {moves.map((move) => (
          <Button
            key={move}
            size={size}
            variant="outlined"
            color={move === 'reversal' ? 'inherit' : 'primary'}
            onClick={() => setOpen(move)}
            aria-label={t(`cardAuthorization.actions.${move}Named`, { recordNo: record.recordNo })}
          >
            {t(`cardAuthorization.actions.${move}`)}
          </Button>
        ))}
      </Stack>
      {open && <MessageDialog record={record} type={open} onClose={() => setOpen(null)} />}
    </Can>
  );
};

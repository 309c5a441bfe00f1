import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardActionsFrom, type CardDetail, type CardUserAction } from '@remit/contract/card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { useCardCall } from '../api/card-mutations';
import type { DialogProps } from '../../../shared/ui/dialog-props';

const COLOR: Record<CardUserAction, 'primary' | 'error' | 'warning' | 'success'> = {
  activate: 'primary',
  block: 'warning',
  unblock: 'primary',
  loss: 'warning',
  unloss: 'primary',
  revoke: 'error',
};

/** Asks before a state move, with an optional reason; Revoke also asks for the card's last 4 digits. */
const ActionDialog = ({
  card,
  action,
  onClose,
}: DialogProps<{ card: CardDetail; action: CardUserAction }>) => {
  const { t } = useTranslation();
  const call = useCardCall();
  const [reason, setReason] = useState('');
  const [last4, setLast4] = useState('');
  const revoke = action === 'revoke';
  const last4Ok = /^\d{4}$/.test(last4.trim());
  const run = () => {
    const done = {
      onSuccess: () => {
        notifySuccess(t(`card.actions.${action}Done`, { pan: card.maskedPan }));
        onClose();
      },
    };
    if (revoke) call.mutate({ id: card.id, action, reason, last4: last4.trim() }, done);
    else call.mutate({ id: card.id, action, reason }, done);
  };
  return (
    <ConfirmDialog
      title={t(`card.actions.${action}Title`)}
      text={t(`card.actions.${action}Text`, { pan: card.maskedPan })}
      confirm={t(`card.actions.${action}`)}
      cancelLabel={t('card.cancel')}
      color={COLOR[action]}
      busy={call.isPending}
      disabled={revoke && !last4Ok}
      onConfirm={run}
      onClose={onClose}
    >
      {revoke && (
        <TextField
          name="last4"
          label={t('card.actions.last4')}
          value={last4}
          onChange={(e) => setLast4(e.target.value.replace(/\D/g, '').slice(0, 4))}
          error={last4.length > 0 && !last4Ok}
          helperText={last4.length > 0 && !last4Ok ? t('validation.last4') : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          fullWidth
          autoFocus
          sx={{ mt: 2, mb: 1 }}
        />
      )}
      <TextField
        name="reason"
        label={t('card.actions.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value.slice(0, 255))}
        fullWidth
        multiline
        minRows={2}
        sx={revoke ? undefined : { mt: 2 }}
      />
    </ConfirmDialog>
  );
};

/** Only the state moves the card's status allows (spec §4), each asked first; the server is still the judge. */
export const CardStateActions = ({ card }: { card: CardDetail }) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<CardUserAction | null>(null);
  const actions = cardActionsFrom(card.status);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="card-actions">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'revoke' ? 'outlined' : 'contained'}
          color={COLOR[action]}
          onClick={() => setAsking(action)}
        >
          {t(`card.actions.${action}`)}
        </Button>
      ))}
      {asking && <ActionDialog key={asking} card={card} action={asking} onClose={() => setAsking(null)} />}
    </Box>
  );
};

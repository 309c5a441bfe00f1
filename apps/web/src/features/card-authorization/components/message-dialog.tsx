import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorizationRecord } from '@remit/contract/card-authorization';
import { useNetworkMessage } from '../api/card-authorization-call';
import { openAmount } from '../lib/amounts';
import { isAmount } from '../lib/network-form';
import { DecisionAlert } from './decision-alert';
import type { DialogProps } from '../../../shared/ui/dialog-props';

export type FollowUp = 'clearing' | 'reversal' | 'refund';

/** What each follow-up prefills: what is still open to clear or reverse, the settled amount to refund. */
const prefill = (record: AuthorizationRecord, type: FollowUp) =>
  type === 'refund' ? record.settledTransactionAmount : openAmount(record);

/**
 * A follow-up network message on an approved authorization (clear, reverse, refund): the amount (prefilled),
 * Send, then the decision in place.
 */
export const MessageDialog = ({
  record,
  type,
  onClose,
}: DialogProps<{ record: AuthorizationRecord; type: FollowUp }>) => {
  const { t } = useTranslation();
  const send = useNetworkMessage();
  const [amount, setAmount] = useState(() => prefill(record, type));
  const [touched, setTouched] = useState(false);
  const invalid = !isAmount(amount);
  const decided = send.data;
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t(`cardAuthorization.actions.${type}Title`, { recordNo: record.recordNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t(`cardAuthorization.actions.${type}Text`)}</DialogContentText>
          {!decided && (
            <TextField
              name="amount"
              label={t('cardAuthorization.sandbox.amountIn', { currency: record.transactionCurrency })}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && invalid}
              helperText={touched && invalid ? t('cardAuthorization.sandbox.amountInvalid') : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              autoFocus
            />
          )}
          {decided && <DecisionAlert record={decided} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {decided ? (
          <Button onClick={onClose} variant="contained">
            {t('cardAuthorization.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} color="inherit" disabled={send.isPending}>
              {t('cardAuthorization.cancel')}
            </Button>
            <Button
              variant="contained"
              loading={send.isPending}
              onClick={() => {
                setTouched(true);
                if (invalid) return;
                send.mutate({ type, originalId: record.id, amount: amount.trim() });
              }}
            >
              {t('cardAuthorization.sandbox.send')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};

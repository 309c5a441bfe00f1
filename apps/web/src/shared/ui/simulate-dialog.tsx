import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '../query/idempotency-key';
import { FormDialog, type FormDialogProps } from './form-dialog';

/**
 * An operator's sandbox simulation (a bank's payment): one idempotency key per opened dialog, so a double
 * click sends one payment; `close` empties the fields (`clear`), forgets the call's error, renews the key and
 * closes.
 */
export const useSimulation = (call: { reset: () => void }, onClose: () => void, clear: () => void) => {
  const [key, renewKey] = useIdempotencyKey('simulate-');
  const close = () => {
    clear();
    call.reset();
    renewKey();
    onClose();
  };
  return { key, close };
};

/**
 * The dialog of a sandbox simulation: its texts under `texts` (`title`, the `hint` above the fields, `submit`),
 * the call's pending state and refusal.
 */
export const SimulateDialog = ({
  texts,
  call,
  ...dialog
}: Omit<FormDialogProps, 'title' | 'notice' | 'submitLabel' | 'pending' | 'error'> & {
  texts: string;
  call: { isPending: boolean; error: { message: string } | null };
}) => {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...dialog}
      title={t(`${texts}.title`)}
      notice={<Alert severity="info">{t(`${texts}.hint`)}</Alert>}
      submitLabel={t(`${texts}.submit`)}
      pending={call.isPending}
      error={call.error}
    />
  );
};

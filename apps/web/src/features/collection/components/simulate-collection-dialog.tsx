import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyString } from '@remit/contract/money';
import { VA_STATUS } from '@remit/contract/virtual-account';
import { DIALOG_WIDTH } from '../../../shared/config/app';
import { notifySuccess } from '../../../shared/ui/notify';
import { useCollectionMutation, useVirtualAccountPage } from '../api/collection-api';

const newKey = () => `simulate-${crypto.randomUUID()}`;

/**
 * Operator, sandbox: the sandbox bank receives a payment on an enabled virtual account, with a realistic
 * sender, buyer and trade comments; its notification credits the partner (type 101 Collection). One
 * idempotency key per opened dialog, so a double click sends one payment.
 */
export const SimulateCollectionDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const accounts = useVirtualAccountPage({ status: VA_STATUS.ENABLED, size: 100 });
  const simulate = useCollectionMutation<{ bankReference: string }>('collection', 'call');
  const key = useRef(newKey());
  const [vaId, setVaId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ vaId?: string; amount?: string }>({});
  const va = accounts.data?.records.find((r) => r.id === vaId);
  const close = () => {
    setVaId('');
    setAmount('');
    setErrors({});
    simulate.reset();
    key.current = newKey();
    onClose();
  };
  const submit = async () => {
    const found: typeof errors = {};
    if (!vaId) found.vaId = t('validation.required');
    if (amount.trim() && (!moneyString.safeParse(amount.trim()).success || Number(amount) <= 0))
      found.amount = t('collection.simulate.amountInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    await simulate
      .mutateAsync({
        action: 'simulate',
        virtualAccountId: vaId,
        ...(amount.trim() ? { amount: amount.trim() } : {}),
        idempotencyKey: key.current,
      })
      .then(
        (data) => {
          notifySuccess(t('collection.simulate.sent', { reference: data.bankReference }));
          close();
        },
        () => undefined,
      );
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="simulate-collection-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.small, maxWidth: '100%' } } }}
    >
      <DialogTitle id="simulate-collection-title">{t('collection.simulate.title')}</DialogTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <Alert severity="info">{t('collection.simulate.hint')}</Alert>
          {simulate.error && <Alert severity="error">{simulate.error.message}</Alert>}
          <TextField
            select
            name="virtualAccountId"
            label={t('collection.fields.virtualAccount')}
            value={vaId}
            onChange={(e) => {
              setVaId(e.target.value);
              setErrors({ ...errors, vaId: undefined });
            }}
            error={!!errors.vaId}
            helperText={errors.vaId ?? t('collection.simulate.vaHint')}
          >
            {(accounts.data?.records ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.alias} · {r.partnerName} · {r.currency}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="amount"
            label={t('collection.fields.amount')}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors({ ...errors, amount: undefined });
            }}
            error={!!errors.amount}
            helperText={
              errors.amount ?? t('collection.simulate.amountHint', { currency: va?.currency ?? '' })
            }
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close}>
            {t('collection.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={simulate.isPending}>
            {t('collection.simulate.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

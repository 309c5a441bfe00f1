import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyString } from '@remit/contract/money';
import { VA_STATUS } from '@remit/contract/virtual-account';
import { notifyDone } from '../../../shared/ui/notify';
import { useCollectionMutation, useVirtualAccountPage } from '../api/collection-api';
import { SimulateDialog, useSimulation } from '../../../shared/ui/simulate-dialog';

/**
 * Operator, sandbox: the sandbox bank receives a payment on an enabled virtual account, with a realistic
 * sender, buyer and trade comments; its notification credits the partner (type 101 Collection). One
 * idempotency key per opened dialog, so a double click sends one payment.
 */
export const SimulateCollectionDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const accounts = useVirtualAccountPage({ status: VA_STATUS.ENABLED, size: 100 });
  const simulate = useCollectionMutation<{ bankReference: string }>('collection', 'call');
  const [vaId, setVaId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ vaId?: string; amount?: string }>({});
  const va = accounts.data?.records.find((r) => r.id === vaId);
  const { key, close } = useSimulation(simulate, onClose, () => {
    setVaId('');
    setAmount('');
    setErrors({});
  });
  // A field's value, its change (which clears its error) and its error or hint.
  const bound = (key: keyof typeof errors, value: string, set: (next: string) => void, hint: string) => ({
    value,
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      setErrors({ ...errors, [key]: undefined });
    },
    error: !!errors[key],
    helperText: errors[key] ?? hint,
  });
  const submit = async () => {
    const found: typeof errors = {};
    if (!vaId) found.vaId = t('validation.required');
    if (amount.trim() && (!moneyString.safeParse(amount.trim()).success || Number(amount) <= 0))
      found.amount = t('collection.simulate.amountInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    await notifyDone(
      simulate.mutateAsync({
        action: 'simulate',
        virtualAccountId: vaId,
        ...(amount.trim() ? { amount: amount.trim() } : {}),
        idempotencyKey: key.current,
      }),
      (data) => t('collection.simulate.sent', { reference: data.bankReference }),
      close,
    );
  };
  return (
    <SimulateDialog
      texts="collection.simulate"
      call={simulate}
      open={open}
      onClose={close}
      onSubmit={() => void submit()}
      cancelLabel={t('collection.cancel')}
    >
      <TextField
        select
        name="virtualAccountId"
        label={t('collection.fields.virtualAccount')}
        {...bound('vaId', vaId, setVaId, t('collection.simulate.vaHint'))}
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
        {...bound(
          'amount',
          amount,
          setAmount,
          t('collection.simulate.amountHint', { currency: va?.currency ?? '' }),
        )}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
    </SimulateDialog>
  );
};

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BALANCE_CURRENCIES, exponentOf } from '@remit/contract/money';
import { DIALOG_WIDTH } from '../../../shared/config/app';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { notifySuccess } from '../../../shared/ui/notify';
import { useDepositPartners, useSimulateDeposit } from '../api/simulate-deposit';
import { simulateDepositSchema, type SimulateDepositValues } from './simulate-deposit-form';

const newKey = () => `simulate-${crypto.randomUUID()}`;

/**
 * Operator, sandbox: the sandbox bank receives a payment for a partner and notifies asynchronously; the
 * notification credits the account through the ledger, as a real bank's would. One idempotency key per
 * opened dialog, so a double click sends one payment.
 */
export const SimulateDepositDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const simulate = useSimulateDeposit();
  const partners = useDepositPartners(open);
  const key = useRef(newKey());
  const empty: SimulateDepositValues = {
    partnerId: '',
    currency: 'USD',
    amount: '',
    remark: '',
    outcome: 'credit',
  };
  const { register, handleSubmit, control, formState, reset, watch } = useForm<SimulateDepositValues>({
    resolver: zodResolver(simulateDepositSchema),
    defaultValues: empty,
  });
  const { errors } = formState;
  const currency = watch('currency');

  const close = () => {
    reset(empty);
    simulate.reset();
    key.current = newKey();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    await simulate.mutateAsync({ ...values, idempotencyKey: key.current }).then(
      () => {
        notifySuccess(t('account.simulate.sent'));
        close();
      },
      () => undefined,
    );
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="simulate-deposit-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.small, maxWidth: '100%' } } }}
    >
      <DialogTitle id="simulate-deposit-title">{t('account.simulate.title')}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <Alert severity="info">{t('account.simulate.hint')}</Alert>
          {simulate.error && <Alert severity="error">{simulate.error.message}</Alert>}
          <Controller
            control={control}
            name="partnerId"
            render={({ field }) => (
              <TextField
                select
                label={t('account.simulate.partner')}
                {...field}
                error={!!errors.partnerId}
                helperText={fieldErrorText(t, errors.partnerId) ?? t('account.simulate.partnerHint')}
              >
                {(partners.data ?? []).map((partner) => (
                  <MenuItem key={partner.id} value={partner.id}>
                    {partner.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <TextField select label={t('account.simulate.currency')} {...field}>
                {DEFAULT_BALANCE_CURRENCIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('account.simulate.amount')}
            {...register('amount')}
            error={!!errors.amount}
            helperText={
              errors.amount
                ? t(errors.amount.message ?? '', { decimals: exponentOf(currency) })
                : t('account.simulate.amountHint', { currency })
            }
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <TextField
            label={t('account.simulate.remark')}
            {...register('remark')}
            error={!!errors.remark}
            helperText={fieldErrorText(t, errors.remark) ?? t('account.simulate.remarkHint')}
          />
          <Controller
            control={control}
            name="outcome"
            render={({ field }) => (
              <TextField select label={t('account.simulate.outcome')} {...field}>
                <MenuItem value="credit">{t('account.simulate.outcomes.credit')}</MenuItem>
                <MenuItem value="fail">{t('account.simulate.outcomes.fail')}</MenuItem>
              </TextField>
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close}>
            {t('account.simulate.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={simulate.isPending}>
            {t('account.simulate.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../shared/ui/currency-select';
import { exponentOf } from '@remit/contract/money';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { notifyDone } from '../../../shared/ui/notify';
import { useDepositPartners, useSimulateDeposit } from '../api/simulate-deposit';
import { simulateDepositSchema, type SimulateDepositValues } from './simulate-deposit-form';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useIdempotencyKey } from '../../../shared/query/idempotency-key';

/**
 * Operator, sandbox: the sandbox bank receives a payment for a partner and notifies asynchronously; the
 * notification credits the account through the ledger, as a real bank's would. One idempotency key per
 * opened dialog, so a double click sends one payment.
 */
export const SimulateDepositDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const simulate = useSimulateDeposit();
  const partners = useDepositPartners(open);
  const [key, renewKey] = useIdempotencyKey('simulate-');
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
    renewKey();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    await notifyDone(
      simulate.mutateAsync({ ...values, idempotencyKey: key.current }),
      t('account.simulate.sent'),
      close,
    );
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('account.simulate.title')}
      onSubmit={() => void onSubmit()}
      pending={simulate.isPending}
      error={simulate.error}
      notice={<Alert severity="info">{t('account.simulate.hint')}</Alert>}
      cancelLabel={t('account.simulate.cancel')}
      submitLabel={t('account.simulate.submit')}
    >
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
        render={({ field }) => <CurrencySelect label={t('account.simulate.currency')} {...field} />}
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
    </FormDialog>
  );
};

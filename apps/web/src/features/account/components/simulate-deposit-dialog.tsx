import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { CurrencySelect } from '../../../shared/ui/currency-select';
import { exponentOf } from '@remit/contract/money';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { notifyDone } from '../../../shared/ui/notify';
import { useDepositPartners, useSimulateDeposit } from '../api/simulate-deposit';
import { simulateDepositSchema, type SimulateDepositValues } from './simulate-deposit-form';
import { SimulateDialog, useSimulation } from '../../../shared/ui/simulate-dialog';

/**
 * Operator, sandbox: the sandbox bank receives a payment for a partner and notifies asynchronously; the
 * notification credits the account through the ledger, as a real bank's would. One idempotency key per
 * opened dialog, so a double click sends one payment.
 */
export const SimulateDepositDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const simulate = useSimulateDeposit();
  const partners = useDepositPartners(open);
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

  const { key, close } = useSimulation(simulate, onClose, () => reset(empty));

  const onSubmit = handleSubmit(async (values) => {
    await notifyDone(
      simulate.mutateAsync({ ...values, idempotencyKey: key.current }),
      t('account.simulate.sent'),
      close,
    );
  });

  return (
    <SimulateDialog
      texts="account.simulate"
      call={simulate}
      open={open}
      onClose={close}
      onSubmit={() => void onSubmit()}
      cancelLabel={t('account.simulate.cancel')}
    >
      <FormTextField
        control={control}
        name="partnerId"
        select
        label={t('account.simulate.partner')}
        hint={t('account.simulate.partnerHint')}
        options={(partners.data ?? []).map((partner) => ({ value: partner.id, label: partner.name }))}
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
      <FormTextField
        control={control}
        name="outcome"
        select
        label={t('account.simulate.outcome')}
        options={(['credit', 'fail'] as const).map((o) => ({
          value: o,
          label: t(`account.simulate.outcomes.${o}`),
        }))}
      />
    </SimulateDialog>
  );
};

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { CurrencySelect } from '../../../shared/ui/currency-select';
import { z } from 'zod';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { withdrawalAccountFields, type WithdrawalAccountRecord } from '@remit/contract/beneficiary';
import { notifyDone } from '../../../shared/ui/notify';
import { useBeneficiaryOptions } from '../api/beneficiary-options';
import { useSaveWithdrawalAccount } from '../api/withdrawal-accounts';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { EditDialogProps } from '../../../shared/ui/dialog-props';

const schema = z.object(withdrawalAccountFields);
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/**
 * Create or edit a withdrawal account: a payee's bank account that withdrawals are paid to. Choosing the
 * beneficiary fills its IBAN or account number and the currency it receives; paying it in another currency
 * asks for confirmation first.
 */
export const WithdrawalAccountDialog = ({
  open,
  record: account,
  onClose,
}: EditDialogProps<WithdrawalAccountRecord>) => {
  const { t } = useTranslation();
  const beneficiaries = useBeneficiaryOptions(open);
  const save = useSaveWithdrawalAccount();
  const [mismatch, setMismatch] = useState<{ theirs: string; ours: string } | null>(null);
  const { control, handleSubmit, reset, setValue, watch } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { beneficiaryId: '', currency: 'USD', accountNumber: '', alias: '' },
  });
  useEffect(() => {
    setMismatch(null);
    if (open)
      reset(
        account
          ? {
              beneficiaryId: account.beneficiaryId,
              currency: account.currency,
              accountNumber: account.accountNumber,
              alias: account.alias,
            }
          : { beneficiaryId: '', currency: 'USD', accountNumber: '', alias: '' },
      );
  }, [open, account, reset]);
  const options = beneficiaries.data?.records ?? [];
  const beneficiaryOf = (id: string) => options.find((b) => b.id === id);
  const chosen = beneficiaryOf(watch('beneficiaryId'));
  const pick = (id: string) => {
    const b = beneficiaryOf(id);
    if (!b) return;
    const number = b.iban || b.bankNumber;
    if (number) setValue('accountNumber', number, { shouldValidate: true });
    if ((DEFAULT_BALANCE_CURRENCIES as readonly string[]).includes(b.currency))
      setValue('currency', b.currency, { shouldValidate: true });
  };
  const save_ = async (values: Values) => {
    await notifyDone(
      save.mutateAsync({ ...values, id: account?.id }),
      t('withdrawal.accounts.saved'),
      onClose,
    );
  };
  // A currency other than the one the beneficiary receives is allowed, but only when said twice.
  const onSubmit = handleSubmit(async (values) => {
    const theirs = beneficiaryOf(values.beneficiaryId)?.currency;
    if (theirs && theirs !== values.currency && mismatch?.ours !== values.currency) {
      setMismatch({ theirs, ours: values.currency });
      return;
    }
    await save_(values);
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t(account ? 'withdrawal.accounts.edit' : 'withdrawal.accounts.add')}
      onSubmit={() => void onSubmit()}
      pending={save.isPending}
      cancelLabel={t('withdrawal.cancel')}
      submitLabel={
        mismatch ? t('withdrawal.accounts.saveAnyway', { currency: mismatch.ours }) : t('withdrawal.save')
      }
    >
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t('withdrawal.accounts.intro')}
        </Typography>
        <FormTextField
          control={control}
          name="beneficiaryId"
          onValue={(id) => {
            setMismatch(null);
            pick(id);
          }}
          select
          required
          label={t('withdrawal.columns.beneficiary')}
          hint={
            options.length === 0 && !beneficiaries.isPending
              ? t('withdrawal.accounts.noBeneficiaries')
              : undefined
          }
          options={options.map((b) => ({ value: b.id, label: `${b.name} · ${b.currency}` }))}
        />
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <CurrencySelect
              {...field}
              onChange={(e) => {
                field.onChange(e);
                setMismatch(null);
              }}

              required
              label={t('withdrawal.columns.currency')}
              helperText={
                chosen ? t('withdrawal.accounts.receives', { currency: chosen.currency }) : undefined
              }
            />
          )}
        />
        <FormTextField
          control={control}
          name="accountNumber"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          label={t('withdrawal.accounts.accountNumber')}
        />
        <FormTextField control={control} name="alias" label={t('withdrawal.accounts.alias')} />
        {mismatch && (
          <Alert severity="warning" data-testid="currency-mismatch">
            {t('withdrawal.accounts.mismatch', mismatch)}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
};

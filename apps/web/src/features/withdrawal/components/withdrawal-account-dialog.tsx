import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { CurrencySelect } from '../../../shared/ui/currency-select';
import { z } from 'zod';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import {
  withdrawalAccountFields,
  withdrawalAccountProblems,
  type BeneficiaryRecord,
  type WithdrawalAccountRecord,
} from '@remit/contract/beneficiary';
import { ApiError } from '../../../shared/http/api-error';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useBeneficiaryOptions } from '../api/beneficiary-options';
import { useSaveWithdrawalAccount } from '../api/withdrawal-accounts';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { EditDialogProps } from '../../../shared/ui/dialog-props';

/**
 * The contract's fields, then the contract's rule that judges the number and the currency by the chosen
 * beneficiary (its bank country's format, the currency it receives): the server asks the same.
 */
const schemaFor = (beneficiaryOf: (id: string) => BeneficiaryRecord | undefined) =>
  z.object(withdrawalAccountFields).superRefine((v, ctx) => {
    const payee = beneficiaryOf(v.beneficiaryId);
    if (payee)
      for (const { field, message } of withdrawalAccountProblems(v, payee))
        ctx.addIssue({ code: 'custom', path: [field], message });
  });
type Input = z.input<ReturnType<typeof schemaFor>>;
type Values = z.output<ReturnType<typeof schemaFor>>;

const EMPTY: Input = { beneficiaryId: '', currency: 'USD', accountNumber: '', alias: '' };

/**
 * Create or edit a withdrawal account: a payee's bank account that withdrawals are paid to. Choosing the
 * beneficiary fills its IBAN or account number and the currency it receives; a number its bank country
 * does not use, or another currency, is refused under the field.
 */
export const WithdrawalAccountDialog = ({
  open,
  record: account,
  onClose,
}: EditDialogProps<WithdrawalAccountRecord>) => {
  const { t } = useTranslation();
  const beneficiaries = useBeneficiaryOptions(open);
  const save = useSaveWithdrawalAccount();
  const options = useMemo(() => beneficiaries.data?.records ?? [], [beneficiaries.data]);
  const schema = useMemo(() => schemaFor((id) => options.find((b) => b.id === id)), [options]);
  const { control, handleSubmit, reset, setValue, setError, watch } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (open)
      reset(
        account
          ? {
              beneficiaryId: account.beneficiaryId,
              currency: account.currency,
              accountNumber: account.accountNumber,
              alias: account.alias,
            }
          : EMPTY,
      );
  }, [open, account, reset]);
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
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: account?.id });
      notifySuccess(t('withdrawal.accounts.saved'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind === 'canceled') return;
      let placed = false;
      for (const [name, [first]] of Object.entries(error.fieldErrors ?? {}))
        if (first && name in EMPTY) {
          setError(name as keyof Input, { type: 'server', message: first });
          placed = true;
        }
      if (!placed) notifyError(error.message);
    }
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
      submitLabel={t('withdrawal.save')}
    >
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t('withdrawal.accounts.intro')}
        </Typography>
        <FormTextField
          control={control}
          name="beneficiaryId"
          onValue={pick}
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
          render={({ field, fieldState: { error } }) => (
            <CurrencySelect
              {...field}

              required
              label={t('withdrawal.columns.currency')}
              error={!!error}
              helperText={
                fieldErrorText(t, error) ??
                (chosen ? t('withdrawal.accounts.receives', { currency: chosen.currency }) : undefined)
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
      </Stack>
    </FormDialog>
  );
};

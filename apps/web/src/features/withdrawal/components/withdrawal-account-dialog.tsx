import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { withdrawalAccountFields, type WithdrawalAccountRecord } from '@remit/contract/beneficiary';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { notifySuccess } from '../../../shared/ui/notify';
import { useBeneficiaryOptions } from '../api/beneficiary-options';
import { useSaveWithdrawalAccount } from '../api/withdrawal-accounts';

const schema = z.object(withdrawalAccountFields);
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** Create or edit a withdrawal account: a beneficiary, a currency and the account number. */
export const WithdrawalAccountDialog = ({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account: WithdrawalAccountRecord | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const beneficiaries = useBeneficiaryOptions(open);
  const save = useSaveWithdrawalAccount();
  const { control, register, handleSubmit, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { beneficiaryId: '', currency: 'USD', accountNumber: '', alias: '' },
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
          : { beneficiaryId: '', currency: 'USD', accountNumber: '', alias: '' },
      );
  }, [open, account, reset]);
  const { errors } = formState;
  const onSubmit = handleSubmit(async (values) => {
    await save.mutateAsync({ ...values, id: account?.id }).then(
      () => {
        notifySuccess(t('withdrawal.accounts.saved'));
        onClose();
      },
      () => undefined,
    );
  });
  const options = beneficiaries.data?.records ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t(account ? 'withdrawal.accounts.edit' : 'withdrawal.accounts.add')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Controller
              control={control}
              name="beneficiaryId"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  label={t('withdrawal.columns.beneficiary')}
                  error={!!errors.beneficiaryId}
                  helperText={
                    fieldErrorText(t, errors.beneficiaryId) ??
                    (options.length === 0 && !beneficiaries.isPending
                      ? t('withdrawal.accounts.noBeneficiaries')
                      : undefined)
                  }
                >
                  {options.map((b) => (
                    <MenuItem key={b.id} value={b.id}>
                      {b.name} · {b.currency}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <TextField {...field} select label={t('withdrawal.columns.currency')}>
                  {DEFAULT_BALANCE_CURRENCIES.map((c) => (
                    <MenuItem key={c} value={c}>
                      {c}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              {...register('accountNumber')}
              label={t('withdrawal.columns.accountNumber')}
              error={!!errors.accountNumber}
              helperText={fieldErrorText(t, errors.accountNumber)}
            />
            <TextField
              {...register('alias')}
              label={t('withdrawal.accounts.alias')}
              error={!!errors.alias}
              helperText={fieldErrorText(t, errors.alias)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('withdrawal.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('withdrawal.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

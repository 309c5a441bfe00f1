import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CURRENCIES, KNOWN_CURRENCIES } from '@remit/contract/money';
import {
  bankFieldsFor,
  beneficiaryInput,
  FEE_DIRECTIONS,
  NATURE_OF_ACCOUNT,
  PAYMENT_METHODS,
  type BeneficiaryRecord,
} from '@remit/contract/beneficiary';
import { ApiError } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/ui/notify';
import { CountryField as CountryInput } from '../../../shared/ui/country-field';
import { DayController } from '../../../shared/ui/day-controller';
import { useSaveBeneficiary } from '../api/beneficiaries';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { EditDialogProps } from '../../../shared/ui/dialog-props';

type Input = z.input<typeof beneficiaryInput>;
type Values = z.output<typeof beneficiaryInput>;
type Name = keyof Input;

const EMPTY: Input = {
  name: '',
  payeeType: 1,
  accountType: 1,
  companyName: '',
  registeredCountry: '',
  registerNumber: '',
  incorporationDate: '',
  taxNumber: '',
  idIssuedDate: '',
  idExpiryDate: '',
  idOrgan: '',
  residentCountry: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
  state: '',
  country: '',
  bankName: '',
  bankCountry: '',
  bankAddress: '',
  branchCode: '',
  bsbNumber: '',
  bankNumber: '',
  swift: '',
  iban: '',
  intermediaryBankName: '',
  intermediarySwift: '',
  feeDirection: 'SHA',
  paymentMethod: 'SWIFT',
  currency: 'USD',
};

const fromRecord = (r: BeneficiaryRecord): Input => {
  const values = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as Name[])
    (values as Record<string, unknown>)[key] = r[key as keyof BeneficiaryRecord];
  return { ...values, payeeType: r.payeeType as 1 | 2, accountType: r.accountType as 1 | 2 };
};

/** Contract messages are `validation.*` keys; the payee ones are this feature's own. */
const useMessage = () => {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) =>
    message ? (i18n.exists(`payment.${message}`) ? t(`payment.${message}`) : t(message)) : undefined;
};

const CountryField = ({ control, name, label }: { control: Control<Input>; name: Name; label: string }) => {
  const message = useMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountryInput
          name={name}
          label={label}
          value={(field.value as string) || ''}
          onChange={field.onChange}
          error={!!fieldState.error}
          helperText={message(fieldState.error?.message)}
        />
      )}
    />
  );
};

const Section = ({ title }: { title: string }) => (
  <Typography variant="subtitle2" color="primary" sx={{ gridColumn: '1 / -1', mt: 1 }}>
    {title}
  </Typography>
);

/**
 * Create or edit a beneficiary (spec §3: identity, contact, bank, payment). The bank section shows only the
 * fields the bank country and currency need (IBAN countries, AU BSB, US routing, SWIFT across borders).
 */
export const BeneficiaryFormDialog = ({
  open,
  record: beneficiary,
  onClose,
}: EditDialogProps<BeneficiaryRecord>) => {
  const { t } = useTranslation();
  const message = useMessage();
  const save = useSaveBeneficiary();
  const { control, register, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(beneficiaryInput),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (open) reset(beneficiary ? fromRecord(beneficiary) : EMPTY);
  }, [open, beneficiary, reset]);
  const [payeeType, accountType, bankCountry, currency] = useWatch({
    control,
    name: ['payeeType', 'accountType', 'bankCountry', 'currency'],
  });
  const bankFields = bankFieldsFor(bankCountry || undefined, currency);
  const errors: FieldErrors<Input> = formState.errors;

  const text = (name: Name, props: { type?: string; required?: boolean } = {}) => (
    <TextField
      {...register(name)}
      key={name}
      type={props.type}
      required={props.required}
      label={t(`payment.fields.${name}`)}
      error={!!errors[name]}
      helperText={message(errors[name]?.message as string | undefined)}
    />
  );
  const day = (name: Name) => (
    <DayController
      key={name}
      control={control}
      name={name}
      label={t(`payment.fields.${name}`)}
      error={!!errors[name]}
      helperText={message(errors[name]?.message as string | undefined)}
    />
  );
  const select = (
    name: Name,
    options: readonly (string | number)[],
    labels: (v: string | number) => string,
  ) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <TextField {...field} select label={t(`payment.fields.${name}`)} value={field.value ?? ''}>
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {labels(o)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: beneficiary?.id });
      notifySuccess(t('payment.beneficiaries.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors)
        for (const [field, [first]] of Object.entries(error.fieldErrors))
          if (field in EMPTY && first) setError(field as Name, { message: first });
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="md"
      title={t(beneficiary ? 'payment.beneficiaries.edit' : 'payment.beneficiaries.add')}
      onSubmit={() => void onSubmit()}
      pending={save.isPending}
      cancelLabel={t('payment.cancel')}
      submitLabel={t('payment.save')}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Section title={t('payment.sections.identity')} />
        {text('name', { required: true })}
        {select('payeeType', [1, 2], (v) => t(`payment.payeeType.${v}`))}
        {select('accountType', [1, 2], (v) => t(`payment.accountType.${v}`))}
        {select('natureOfAccount', NATURE_OF_ACCOUNT, (v) => t(`payment.nature.${v}`))}
        {payeeType === 1 ? (
          <>
            {text('companyName', { required: true })}
            <CountryField
              control={control}
              name="registeredCountry"
              label={t('payment.fields.registeredCountry')}
            />
            {text('registerNumber')}
            {day('incorporationDate')}
            {text('taxNumber')}
          </>
        ) : (
          <>
            {day('idIssuedDate')}
            {day('idExpiryDate')}
            {text('idOrgan')}
            <CountryField
              control={control}
              name="residentCountry"
              label={t('payment.fields.residentCountry')}
            />
          </>
        )}

        <Section title={t('payment.sections.contact')} />
        {text('phone')}
        {text('email', { type: 'email' })}
        {text('address')}
        {text('city')}
        {text('postalCode')}
        {text('state')}
        <CountryField control={control} name="country" label={`${t('payment.fields.country')} *`} />

        <Section title={t('payment.sections.payment')} />
        <Controller
          control={control}
          name="currency"
          render={({ field, fieldState }) => (
            <Autocomplete
              // Offered: current currencies only; a saved withdrawn code still shows its name.
              options={CURRENCIES.map((c) => c.code)}
              value={field.value || null}
              onChange={(_e, v) => field.onChange(v ?? '')}
              getOptionLabel={(code) =>
                `${code} · ${KNOWN_CURRENCIES.find((c) => c.code === code)?.name ?? ''}`
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  name="currency"
                  label={`${t('payment.fields.currency')} *`}
                  error={!!fieldState.error}
                  helperText={message(fieldState.error?.message)}
                />
              )}
            />
          )}
        />
        {select('feeDirection', FEE_DIRECTIONS, (v) => t(`payment.feeDirection.${v}`))}
        {select('paymentMethod', PAYMENT_METHODS, (v) => t(`payment.paymentMethod.${v}`))}

        <Section title={t('payment.sections.bank')} />
        {accountType === 2 ? (
          text('bankNumber', { required: true })
        ) : (
          <>
            {text('bankName', { required: true })}
            <CountryField
              control={control}
              name="bankCountry"
              label={`${t('payment.fields.bankCountry')} *`}
            />
            {text('bankAddress')}
            {bankFields.map((f) => text(f, { required: true }))}
            {text('intermediaryBankName')}
            {text('intermediarySwift')}
          </>
        )}
      </Box>
    </FormDialog>
  );
};

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type ControllerProps,
  type FieldErrors,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GENDERS,
  ID_TYPES,
  MERCHANT_TYPE,
  MERCHANT_TYPES,
  RISK_LEVELS,
  merchantInput,
  type MerchantRecord,
} from '@remit/contract/merchant';
import { ApiError } from '../../../shared/http/api-error';
import { CountryField } from '../../../shared/ui/country-field';
import { DayController } from '../../../shared/ui/day-controller';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useSaveMerchant } from '../api/merchant-save';
import {
  EMPTY_MERCHANT,
  formValuesOf,
  isFormPath,
  merchantBody,
  type MerchantFieldName,
  type MerchantFormOutput,
  type MerchantFormValues,
} from '../lib/merchant-form';
import { normalizePhone } from '@remit/contract/reference/phone';
import { ShareholdersField } from './shareholders-field';
import { FormDialog } from '../../../shared/ui/form-dialog';

const Section = ({ title }: { title: string }) => (
  <Typography variant="subtitle2" component="h3" color="primary" sx={{ gridColumn: '1 / -1', mt: 1 }}>
    {title}
  </Typography>
);

/** Contract messages are `validation.*` keys; a server message is already text and passes through. */
const useMessage = () => {
  const { t } = useTranslation();
  return (message: string | undefined) => (message ? t(message) : undefined);
};

/**
 * Create or edit a merchant (spec §3 Merchant / cardholder): individual or corporation, core and ID data,
 * and for a corporation its registration, shareholders and risk level. Saving keeps it a draft (To Be
 * Uploaded) or, after a rejection, Rejected until resubmitted; documents are uploaded on its page.
 */
export const MerchantFormDialog = ({
  open,
  merchant,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The merchant being edited, or null for a new one. */
  merchant: MerchantRecord | null;
  onClose: () => void;
  onSaved?: (saved: MerchantRecord, created: boolean) => void;
}) => {
  const { t } = useTranslation();
  const message = useMessage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveMerchant();
  const { control, register, handleSubmit, reset, setError, setValue, formState } = useForm<
    MerchantFormValues,
    unknown,
    MerchantFormOutput
  >({ resolver: zodResolver(merchantInput), defaultValues: EMPTY_MERCHANT });
  useEffect(() => {
    if (open) reset(merchant ? formValuesOf(merchant) : EMPTY_MERCHANT);
  }, [open, merchant, reset]);
  const merchantType = useWatch({ control, name: 'merchantType' });
  const corporation = merchantType === MERCHANT_TYPE.CORPORATION;
  const errors: FieldErrors<MerchantFormValues> = formState.errors;
  const errorOf = (name: MerchantFieldName) => message(errors[name]?.message as string | undefined);

  const text = (
    name: MerchantFieldName,
    props: { required?: boolean; type?: string; full?: boolean; multiline?: boolean; hint?: string } = {},
  ) => (
    <TextField
      {...register(name)}
      key={name}
      type={props.type}
      required={props.required}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      label={t(`merchant.fields.${name}`)}
      error={!!errors[name]}
      helperText={errorOf(name) ?? props.hint}
      sx={props.full ? { gridColumn: '1 / -1' } : undefined}
    />
  );
  const day = (name: MerchantFieldName, required = true) => (
    <DayController
      key={name}
      control={control}
      name={name}
      label={`${t(`merchant.fields.${name}`)}${required ? ' *' : ''}`}
      error={!!errors[name]}
      helperText={errorOf(name)}
    />
  );
  /** A field bound to the form by a Controller, drawn by `render` from the field's value and handlers. */
  const controlled = (
    name: MerchantFieldName,
    render: ControllerProps<MerchantFormValues, MerchantFieldName>['render'],
  ) => <Controller key={name} control={control} name={name} render={render} />;
  const country = (name: MerchantFieldName, required = true) =>
    controlled(name, ({ field }) => (
      <CountryField
        name={name}
        label={t(`merchant.fields.${name}`)}
        required={required}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={!!errors[name]}
        helperText={errorOf(name)}
      />
    ));
  const select = (name: MerchantFieldName, options: readonly string[], labelKey: string, required = true) =>
    controlled(name, ({ field }) => (
      <TextField
        select
        name={name}
        inputRef={field.ref}
        required={required}
        label={t(`merchant.fields.${name}`)}
        value={(field.value as string | undefined) ?? ''}
        onChange={(e) => field.onChange(e.target.value || undefined)}
        onBlur={field.onBlur}
        error={!!errors[name]}
        helperText={errorOf(name)}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {t(`${labelKey}.${o}`)}
          </MenuItem>
        ))}
      </TextField>
    ));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: merchant?.id, values: merchantBody(values) });
      notifySuccess(
        t(merchant ? 'merchant.form.updated' : 'merchant.form.created', { no: saved.merchantNo }),
      );
      onSaved?.(saved, !merchant);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      let shown = false;
      for (const [path, [first]] of Object.entries(error.fieldErrors ?? {}))
        if (first && isFormPath(path)) {
          setError(path as Path<MerchantFormValues>, { message: first });
          shown = true;
        }
      if (!shown) notifyError(error.message);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="md"
      fullScreen={phone}
      title={
        merchant ? t('merchant.form.editTitle', { no: merchant.merchantNo }) : t('merchant.form.newTitle')
      }
      onSubmit={() => void onSubmit()}
      pending={save.isPending}
      cancelLabel={t('merchant.cancel')}
      submitLabel={t('merchant.form.save')}
    >
      {merchant?.status === 'rejected' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('merchant.form.rejectedHint')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="merchantType"
          render={({ field }) => (
            <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">{t('merchant.fields.merchantType')}</FormLabel>
              <RadioGroup
                row
                name="merchantType"
                value={String(field.value)}
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                {[...MERCHANT_TYPES].reverse().map((type) => (
                  <FormControlLabel
                    key={type}
                    value={String(type)}
                    control={<Radio />}
                    label={t(`merchant.types.${type}`)}
                  />
                ))}
              </RadioGroup>
            </Box>
          )}
        />

        <Section title={t('merchant.sections.core')} />
        {text('firstName', { required: true })}
        {text('middleName')}
        {text('lastName', { required: true })}
        {text('email', { required: true, type: 'email' })}
        <TextField
          {...register('mobile', {
            onBlur: (e: { target: { value: string } }) =>
              setValue('mobile', normalizePhone(e.target.value), {
                shouldValidate: formState.isSubmitted,
              }),
          })}
          type="tel"
          required
          label={t('merchant.fields.mobile')}
          placeholder="+525512345678"
          error={!!errors.mobile}
          helperText={errorOf('mobile') ?? t('merchant.form.mobileHint')}
        />
        {select('gender', GENDERS, 'merchant.genders')}
        {day('dateOfBirth')}
        {country('nationality')}

        <Section title={t('merchant.sections.id')} />
        {select('idType', ID_TYPES, 'merchant.idTypes')}
        {text('idNumber', { required: true })}
        {day('idIssueDate')}
        {day('idExpiryDate')}
        {text('residenceAddress', { required: true })}
        {country('residenceCountry')}

        {corporation && (
          <>
            <Section title={t('merchant.sections.corporation')} />
            {text('registrationCode', { required: true })}
            {text('vatCode')}
            {day('registrationDate')}
            {text('legalPerson', { required: true })}
            {select('riskLevel', RISK_LEVELS, 'merchant.riskLevels')}
            {country('registrationCountry')}
            {text('registrationAddress', { required: true, full: true })}
            {text('businessScope', { full: true, multiline: true })}
            <ShareholdersField control={control} register={register} errors={errors} message={message} />
          </>
        )}
      </Box>
    </FormDialog>
  );
};

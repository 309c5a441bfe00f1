import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toDecimal, toMinor } from '@remit/contract/money';
import { bpsToPercent, computeFee, percentToBps, type FeeScheduleRecord } from '@remit/contract/fee';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { formatMoney } from '../../../shared/ui/money-format';
import { notifySuccess } from '../../../shared/ui/notify';
import { useChangePartnerFee } from '../api/partner-fee';
import { feeFormSchema, feeMessageParams, type FeeFormValues } from './fee-form';
import { feeText } from './fee-table';
import type { DialogProps } from '../../../shared/ui/dialog-props';

/** The order amount the dialog works an example fee out on (1,000 units of the currency). */
const EXAMPLE_UNITS = '1000';

/**
 * Operator: edit one rule of a partner's schedule (fixed amount + percentage), or reset it to the platform
 * default. The server answers with the whole schedule, which replaces the table's.
 */
export const FeeEditDialog = ({
  partner,
  rule,
  onClose,
}: DialogProps<{ partner: { id: string; name: string }; rule: FeeScheduleRecord }>) => {
  const { t } = useTranslation();
  const { set, reset } = useChangePartnerFee();
  const { currency, orderType } = rule;
  const { register, handleSubmit, formState, watch } = useForm<FeeFormValues>({
    resolver: zodResolver(feeFormSchema(currency)),
    defaultValues: { fixed: rule.fixed, percent: bpsToPercent(rule.bps) },
  });
  const { errors } = formState;
  const params = feeMessageParams(currency);
  const message = (key: string | undefined) => (key ? t(key, params) : undefined);
  const type = t(`fees.types.${orderType}`);
  const key = { partnerId: partner.id, orderType, currency };
  const failure = set.error ?? reset.error;
  const busy = set.isPending || reset.isPending;

  // A worked example with what is typed, when it parses: the fee on 1,000 units of the currency.
  const values = watch();
  const parsed = feeFormSchema(currency).safeParse(values);
  const example = parsed.success
    ? toDecimal(
        computeFee(toMinor(EXAMPLE_UNITS, currency), {
          fixed: toMinor(parsed.data.fixed, currency),
          bps: percentToBps(parsed.data.percent) ?? 0,
        }),
        currency,
      )
    : null;

  const onSubmit = handleSubmit(async (form) => {
    await set
      .mutateAsync({ ...key, fixed: form.fixed, bps: percentToBps(form.percent) ?? 0 })
      .then(() => {
        notifySuccess(t('fees.saved', { partner: partner.name, type, currency }));
        onClose();
      })
      .catch(() => undefined);
  });
  const onReset = async () => {
    await reset
      .mutateAsync(key)
      .then(() => {
        notifySuccess(t('fees.resetDone', { partner: partner.name, type, currency }));
        onClose();
      })
      .catch(() => undefined);
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t('fees.edit.title', { type, currency })}
      onSubmit={() => void onSubmit()}
      pending={busy}
      error={failure}
      notice={
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('fees.edit.partner', { partner: partner.name })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(rule.isDefault ? 'fees.edit.nowDefault' : 'fees.edit.nowCustom', { fee: feeText(rule) })}
          </Typography>
        </Box>
      }
      cancelLabel={t('fees.edit.cancel')}
      submitLabel={t('fees.edit.save')}
      extraActions={
        !rule.isDefault && (
          <Button color="warning" onClick={onReset} disabled={busy} sx={{ mr: 'auto' }}>
            {t('fees.edit.reset')}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(
          [
            { name: 'fixed', unit: currency },
            { name: 'percent', unit: '%' },
          ] as const
        ).map(({ name, unit }) => (
          <TextField
            key={name}
            label={t(`fees.edit.${name}`)}
            {...register(name)}
            error={!!errors[name]}
            helperText={message(errors[name]?.message) ?? t(`fees.edit.${name}Hint`, params)}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: unit },
            }}
          />
        ))}
      </Box>
      <Alert severity="info" icon={false} data-testid="fee-example">
        {example === null
          ? t('fees.edit.exampleNone')
          : t('fees.edit.example', {
              amount: formatMoney(EXAMPLE_UNITS, currency),
              fee: formatMoney(example, currency),
              currency,
            })}
      </Alert>
    </FormDialog>
  );
};

import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MerchantFormValues } from '../lib/merchant-form';
import { sharesTotal } from '../lib/shares';

type Props = {
  control: Control<MerchantFormValues>;
  register: UseFormRegister<MerchantFormValues>;
  errors: FieldErrors<MerchantFormValues>;
  message: (key: string | undefined) => string | undefined;
};

/** Shareholders: a row per holder (name and share %), rows added and removed, and the running total. */
export const ShareholdersField = ({ control, register, errors, message }: Props) => {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'shareholders' });
  const rows = useWatch({ control, name: 'shareholders' }) ?? [];
  const total = sharesTotal(rows.map((r) => r.share ?? ''));
  const listError = errors.shareholders?.message ?? errors.shareholders?.root?.message;
  return (
    <Box
      component="fieldset"
      sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}
      aria-describedby="shareholders-total"
    >
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('merchant.fields.shareholders')}
      </Typography>
      {fields.map((row, index) => {
        const rowErrors = errors.shareholders?.[index];
        return (
          <Box
            key={row.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            data-testid="shareholder-row"
          >
            <TextField
              {...register(`shareholders.${index}.name`)}
              label={t('merchant.fields.shareholderName', { n: index + 1 })}
              required
              error={!!rowErrors?.name}
              helperText={message(rowErrors?.name?.message)}
              sx={{ flex: 2 }}
            />
            <TextField
              {...register(`shareholders.${index}.share`)}
              label={t('merchant.fields.shareholderShare', { n: index + 1 })}
              required
              inputMode="decimal"
              error={!!rowErrors?.share}
              helperText={message(rowErrors?.share?.message)}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              sx={{ flex: 1 }}
            />
            <IconButton
              onClick={() => remove(index)}
              aria-label={t('merchant.form.removeShareholder', { n: index + 1 })}
              sx={{ mt: 1 }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<Add />}
          variant="outlined"
          size="small"
          onClick={() => append({ name: '', share: '' })}
          disabled={fields.length >= 50}
        >
          {t('merchant.form.addShareholder')}
        </Button>
        <Typography
          id="shareholders-total"
          variant="body2"
          role="status"
          color={total.over ? 'error' : 'text.secondary'}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {t('merchant.form.sharesTotal', { total: total.text })}
        </Typography>
      </Box>
      {listError && <FormHelperText error>{message(listError)}</FormHelperText>}
    </Box>
  );
};

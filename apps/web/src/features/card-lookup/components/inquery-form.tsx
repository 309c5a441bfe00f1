import { zodResolver } from '@hookform/resolvers/zod';
import { normalizePan } from '@remit/contract/card-lookup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardLookupToken } from '@remit/contract/card-lookup';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { PasswordField } from '../../../shared/ui/password-field';
import { useRequestCardToken } from '../api/card-lookup';
import {
  formatExpiryInput,
  formatPanInput,
  inqueryForm,
  type InqueryInput,
  type InqueryValues,
} from '../lib/card-input';

/** Spec §2 inquery: the card number, expiry and CVV2 give a card token for the balance page. */
export const InqueryForm = ({ onToken }: { onToken: (token: CardLookupToken) => void }) => {
  const { t } = useTranslation();
  const request = useRequestCardToken();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setValue } = useForm<InqueryInput, unknown, InqueryValues>({
    resolver: zodResolver(inqueryForm),
    defaultValues: { pan: '', expiry: '', cvv2: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    await request
      .mutateAsync({ pan: normalizePan(values.pan), expiry: values.expiry, cvv2: values.cvv2 })
      .then(onToken, (error: Error) => {
        setFailure(error.message);
        // A wrong try: the CVV2 is typed again, never kept on screen.
        setValue('cvv2', '');
      });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {failure && (
        <Alert severity="error" role="alert" data-testid="inquery-error">
          {failure}
        </Alert>
      )}
      <Controller
        control={control}
        name="pan"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(e) => field.onChange(formatPanInput(e.target.value))}
            label={t('cardLookup.form.pan')}
            placeholder="0000 0000 0000 0000"
            autoComplete="cc-number"
            autoFocus
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23, 'data-testid': 'inquery-pan' } }}
            error={!!fieldState.error}
            helperText={fieldErrorText(t, fieldState.error)}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="expiry"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(e) => field.onChange(formatExpiryInput(e.target.value))}
              label={t('cardLookup.form.expiry')}
              placeholder={t('cardLookup.form.expiryPlaceholder')}
              autoComplete="cc-exp"
              required
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 5, 'data-testid': 'inquery-expiry' },
              }}
              error={!!fieldState.error}
              helperText={fieldErrorText(t, fieldState.error) ?? t('cardLookup.form.expiryHelp')}
            />
          )}
        />
        <Controller
          control={control}
          name="cvv2"
          render={({ field, fieldState }) => (
            <PasswordField
              {...field}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 3))}
              label={t('cardLookup.form.cvv2')}
              autoComplete="cc-csc"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, 'data-testid': 'inquery-cvv2' } }}
              error={!!fieldState.error}
              helperText={fieldErrorText(t, fieldState.error) ?? t('cardLookup.form.cvv2Help')}
            />
          )}
        />
      </Box>
      <Button type="submit" size="large" variant="contained" loading={request.isPending}>
        {t('cardLookup.form.submit')}
      </Button>
    </Box>
  );
};

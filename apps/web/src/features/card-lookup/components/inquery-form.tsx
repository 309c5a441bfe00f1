import { zodResolver } from '@hookform/resolvers/zod';
import { normalizePan } from '@remit/contract/card-lookup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type ReactElement } from 'react';
import { Controller, useForm, type Control, type ControllerRenderProps } from 'react-hook-form';
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

type Name = keyof InqueryInput;

/** What a card figure's input is handed: its value, digits only, and its error or help below. */
type CardInputProps = ControllerRenderProps<InqueryInput, Name> & {
  required: true;
  slotProps: { htmlInput: { inputMode: 'numeric'; maxLength: number; 'data-testid': string } };
  error: boolean;
  helperText: string | undefined;
};

/** A required card figure, reshaped by `format` as it is typed (`inquery-<name>` to the tests). */
const CardField = ({
  control,
  name,
  format,
  maxLength,
  help,
  children,
}: {
  control: Control<InqueryInput>;
  name: Name;
  format: (typed: string) => string;
  maxLength: number;
  help?: string;
  children: (props: CardInputProps) => ReactElement;
}) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        children({
          ...field,
          onChange: (e: ChangeEvent<HTMLInputElement>) => field.onChange(format(e.target.value)),
          required: true,
          slotProps: { htmlInput: { inputMode: 'numeric', maxLength, 'data-testid': `inquery-${name}` } },
          error: !!fieldState.error,
          helperText: fieldErrorText(t, fieldState.error) ?? help,
        })
      }
    />
  );
};

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
      <CardField control={control} name="pan" format={formatPanInput} maxLength={23}>
        {(props) => (
          <TextField
            {...props}
            label={t('cardLookup.form.pan')}
            placeholder="0000 0000 0000 0000"
            autoComplete="cc-number"
            autoFocus
          />
        )}
      </CardField>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CardField
          control={control}
          name="expiry"
          format={formatExpiryInput}
          maxLength={5}
          help={t('cardLookup.form.expiryHelp')}
        >
          {(props) => (
            <TextField
              {...props}
              label={t('cardLookup.form.expiry')}
              placeholder={t('cardLookup.form.expiryPlaceholder')}
              autoComplete="cc-exp"
            />
          )}
        </CardField>
        <CardField
          control={control}
          name="cvv2"
          format={(value) => value.replace(/\D/g, '').slice(0, 3)}
          maxLength={3}
          help={t('cardLookup.form.cvv2Help')}
        >
          {(props) => <PasswordField {...props} label={t('cardLookup.form.cvv2')} autoComplete="cc-csc" />}
        </CardField>
      </Box>
      <Button type="submit" size="large" variant="contained" loading={request.isPending}>
        {t('cardLookup.form.submit')}
      </Button>
    </Box>
  );
};

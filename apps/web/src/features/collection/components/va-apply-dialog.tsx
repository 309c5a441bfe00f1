import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import {
  defaultSettlementCurrency,
  SELECTABLE_BUSINESS_TYPES,
  VA_COUNTRIES,
  VA_COUNTRY_CURRENCY,
  virtualAccountCreateRequest,
  type VaCountry,
  type VirtualAccountRecord,
} from '@remit/contract/virtual-account';
import { useCachedConfigs } from '../../../shared/config/stored-configs';
import { notifyDone } from '../../../shared/ui/notify';
import { useCountryName } from '../../../shared/i18n/country-name';
import { useCollectionMutation } from '../api/collection-api';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { BusinessTypeSelect } from './business-type-select';
import { contractMessage, issueErrors, useDraft } from '../../../shared/ui/use-draft';

const schema = virtualAccountCreateRequest;
/** `settlementCurrency` empty: the country's default (its own currency when a balance shows it, else USD). */
type Draft = { country: string; businessType: string; alias: string; settlementCurrency: string };
const EMPTY: Draft = { country: '', businessType: '', alias: '', settlementCurrency: '' };

/**
 * Apply for a virtual account: country, the balance currency its collections are credited in, business type
 * and alias, then a review step before sending.
 */
export const VaApplyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const { draft, setDraft, set, setErrors, field } = useDraft<Draft>(EMPTY);
  const balanceCurrencies = useCachedConfigs()?.balanceCurrencies ?? DEFAULT_BALANCE_CURRENCIES;
  const [step, setStep] = useState<'form' | 'review'>('form');
  const create = useCollectionMutation<VirtualAccountRecord>('virtual-account', 'create');
  const close = () => {
    setDraft(EMPTY);
    setStep('form');
    setErrors({});
    create.reset();
    onClose();
  };
  const settlementCurrency =
    draft.settlementCurrency ||
    (draft.country in VA_COUNTRY_CURRENCY
      ? defaultSettlementCurrency(draft.country as VaCountry, balanceCurrencies)
      : '');
  const parsed = () =>
    schema.safeParse({
      ...draft,
      businessType: draft.businessType ? Number(draft.businessType) : undefined,
      settlementCurrency: settlementCurrency || undefined,
    });
  const next = () => {
    const result = parsed();
    if (result.success) {
      setErrors({});
      setStep('review');
      return;
    }
    setErrors(issueErrors(result.error.issues, (message) => t(contractMessage(message))));
  };
  const submit = async () => {
    const result = parsed();
    if (!result.success) return;
    await notifyDone(create.mutateAsync(result.data), t('collection.va.applied'), close);
  };
  const currency = draft.country
    ? VA_COUNTRY_CURRENCY[draft.country as keyof typeof VA_COUNTRY_CURRENCY]
    : '';
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={step === 'form' ? t('collection.va.applyTitle') : t('collection.va.reviewTitle')}
      onSubmit={step === 'form' ? next : () => void submit()}
      pending={create.isPending}
      error={create.error}
      cancelLabel={step === 'form' ? t('collection.cancel') : t('collection.va.back')}
      onCancel={step === 'form' ? close : () => setStep('form')}
      submitLabel={step === 'form' ? t('collection.va.next') : t('collection.va.submit')}
    >
      {step === 'form' ? (
        <>
          <TextField
            select
            {...field('country', t('collection.va.countryHint'))}
            label={t('collection.fields.country')}
          >
            {VA_COUNTRIES.map((c) => (
              <MenuItem key={c} value={c}>
                {countryName(c)} · {VA_COUNTRY_CURRENCY[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            {...field('settlementCurrency')}
            value={settlementCurrency}
            onChange={(e) => set({ settlementCurrency: e.target.value })}
            disabled={!draft.country}
            label={t('collection.fields.settlementCurrency')}
            helperText={
              currency && settlementCurrency && currency !== settlementCurrency
                ? t('collection.va.settlementConverts', { from: currency, to: settlementCurrency })
                : t('collection.va.settlementHint')
            }
          >
            {balanceCurrencies.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <BusinessTypeSelect
            types={SELECTABLE_BUSINESS_TYPES}
            {...field('businessType')}
            label={t('collection.fields.businessType')}
          />
          <TextField
            {...field('alias', t('collection.va.aliasHint'))}
            label={t('collection.fields.alias')}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="va-review">
          <Alert severity="info">{t('collection.va.reviewHint')}</Alert>
          {currency !== settlementCurrency && (
            <Alert severity="info">
              {t('collection.va.settlementConverts', { from: currency, to: settlementCurrency })}
            </Alert>
          )}
          {[
            [t('collection.fields.country'), countryName(draft.country)],
            [t('collection.fields.currency'), currency],
            [t('collection.fields.settlementCurrency'), settlementCurrency],
            [t('collection.fields.businessType'), t(`collection.businessTypes.${draft.businessType}`)],
            [t('collection.fields.alias'), draft.alias.trim()],
          ].map(([label, value]) => (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </FormDialog>
  );
};

import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../shared/ui/currency-select';
import {
  CARD_FUNDINGS,
  cardApplyInput,
  cardFundingText,
  cardModelText,
  cardTypeText,
  type ApplyRecord,
  type CardFunding,
  type CardModel,
  type CardType,
} from '@remit/contract/card';
import type { ApiError } from '../../../shared/http/api-error';
import type { LocalText } from '@remit/contract/local-text';
import { useContractText } from '../../../shared/i18n/contract-text';
import { CountryField } from '../../../shared/ui/country-field';
import { notifySuccess } from '../../../shared/ui/notify';
import { useApplyCard } from '../api/card-mutations';
import { useApprovedMerchants, useCardProducts } from '../api/card-list';
import { ReviewDialog, ReviewRow } from './review-dialog';

/** The merchant a card is applied for: picked from the approved ones, or given by the merchant's page. */
export type ApplyMerchant = { id: string; name: string; merchantNo: string };

type Draft = {
  productId: string;
  model: CardModel | '';
  cardType: CardType | '';
  funding: CardFunding;
  currency: string;
  cardholderName: string;
  shippingAddress: string;
  shippingCity: string;
  shippingPostalCode: string;
  shippingCountry: string;
};
const EMPTY: Draft = {
  productId: '',
  model: 'virtual',
  cardType: '',
  funding: 'shared',
  currency: 'USD',
  cardholderName: '',
  shippingAddress: '',
  shippingCity: '',
  shippingPostalCode: '',
  shippingCountry: '',
};

/**
 * Apply Card: an approved merchant, a product with what it issues (model, type), funding, billing currency,
 * the shipping address of a physical card; a review; then `card/create`. The issuer answers the apply
 * record later (its status is followed on the Apply Records list).
 */
export const ApplyCardDialog = ({
  open,
  merchant: fixed,
  onClose,
  onApplied,
}: {
  open: boolean;
  merchant?: ApplyMerchant;
  onClose: () => void;
  onApplied?: (record: ApplyRecord) => void;
}) => {
  const { t } = useTranslation();
  const text = useContractText();
  const apply = useApplyCard();
  const products = useCardProducts(open);
  const [search, setSearch] = useState('');
  const merchants = useApprovedMerchants(search, open && !fixed);
  const [merchant, setMerchant] = useState<ApplyMerchant | null>(fixed ?? null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [reviewing, setReviewing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const product = products.data?.records.find((p) => p.id === draft.productId);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  /** A required choice of the draft's `key`, labelled from the contract's texts; its error, else `hint`, below. */
  const choice = <K extends 'model' | 'cardType' | 'funding'>(
    key: K,
    options: readonly Exclude<Draft[K], ''>[],
    labels: Record<Exclude<Draft[K], ''>, LocalText>,
    hint?: string,
  ) => (
    <TextField
      select
      name={key}
      label={t(`card.fields.${key}`)}
      required
      value={draft[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={!!errors[key]}
      helperText={errors[key] ?? hint}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {text(labels[option])}
        </MenuItem>
      ))}
    </TextField>
  );
  const close = () => {
    setDraft(EMPTY);
    setReviewing(false);
    setErrors({});
    if (!fixed) setMerchant(null);
    apply.reset();
    onClose();
  };
  const values = () => ({ merchantId: merchant?.id ?? '', ...draft });
  const check = () => {
    const parsed = cardApplyInput.safeParse(values());
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      next[key] ??=
        key === 'merchantId'
          ? t('card.apply.merchantRequired')
          : t(issue.message.startsWith('validation.') ? issue.message : 'validation.required');
    }
    setErrors(next);
    return false;
  };
  const submit = () =>
    apply.mutate(values() as never, {
      onSuccess: (record) => {
        notifySuccess(t('card.apply.done', { name: record.merchantName }));
        onApplied?.(record);
        close();
      },
    });
  const physical = draft.model === 'physical';
  const field = (name: keyof Draft, label: string, required = false) => (
    <TextField
      name={name}
      label={label}
      required={required}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
    />
  );
  return (
    <ReviewDialog
      open={open}
      title={reviewing ? t('card.apply.reviewTitle') : t('card.apply.title')}
      form="apply-form"
      formSx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
      onReview={() => {
        if (check()) setReviewing(true);
      }}
      fields={
        <>
          <Box sx={{ gridColumn: '1 / -1' }}>
            {fixed ? (
              <TextField
                name="merchant"
                label={t('card.fields.merchant')}
                value={`${fixed.name} (${fixed.merchantNo})`}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
            ) : (
              <Autocomplete
                options={
                  merchants.data?.records.map((m) => ({
                    id: m.id,
                    name: m.name,
                    merchantNo: m.merchantNo,
                  })) ?? []
                }
                value={merchant}
                onChange={(_e, v) => setMerchant(v)}
                onInputChange={(_e, v, reason) => {
                  if (reason === 'input') setSearch(v);
                }}
                filterOptions={(x) => x}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                getOptionLabel={(m) => `${m.name} (${m.merchantNo})`}
                loading={merchants.isFetching}
                noOptionsText={t('card.apply.noMerchants')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name="merchantId"
                    label={t('card.apply.merchant')}
                    required
                    error={!!errors.merchantId}
                    helperText={errors.merchantId ?? t('card.apply.merchantHint')}
                  />
                )}
              />
            )}
          </Box>
          <TextField
            select
            name="productId"
            label={t('card.fields.product')}
            required
            value={draft.productId}
            onChange={(e) => {
              const p = products.data?.records.find((x) => x.id === e.target.value);
              set({
                productId: e.target.value,
                model:
                  p && draft.model && !p.models.includes(draft.model) ? (p.models[0] ?? '') : draft.model,
                cardType:
                  p && draft.cardType && p.cardTypes.includes(draft.cardType)
                    ? draft.cardType
                    : (p?.cardTypes[0] ?? ''),
              });
            }}
            error={!!errors.productId}
            helperText={errors.productId}
            sx={{ gridColumn: '1 / -1' }}
          >
            {(products.data?.records ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name} ({p.scheme === 'visa' ? 'Visa' : 'Mastercard'} · {p.bin})
              </MenuItem>
            ))}
          </TextField>
          {choice('model', product?.models ?? (['virtual', 'physical'] as const), cardModelText)}
          {choice('cardType', product?.cardTypes ?? (['personal', 'commercial'] as const), cardTypeText)}
          {choice('funding', CARD_FUNDINGS, cardFundingText, t(`card.apply.fundingHint.${draft.funding}`))}
          <CurrencySelect
            name="currency"
            label={t('card.fields.currency')}
            required
            value={draft.currency}
            onChange={(e) => set({ currency: e.target.value })}
            error={!!errors.currency}
            helperText={errors.currency}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              name="cardholderName"
              label={t('card.fields.cardholder')}
              value={draft.cardholderName}
              onChange={(e) => set({ cardholderName: e.target.value.slice(0, 26) })}
              helperText={errors.cardholderName ?? t('card.apply.cardholderHint')}
              error={!!errors.cardholderName}
              fullWidth
            />
          </Box>
          {physical && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ gridColumn: '1 / -1', mt: 1 }}>
                {t('card.apply.shipping')}
              </Typography>
              <Box sx={{ gridColumn: '1 / -1' }}>
                {field('shippingAddress', t('card.apply.address'), true)}
              </Box>
              {field('shippingCity', t('card.apply.city'), true)}
              {field('shippingPostalCode', t('card.apply.postalCode'))}
              <Box sx={{ gridColumn: '1 / -1' }}>
                <CountryField
                  name="shippingCountry"
                  label={t('card.apply.country')}
                  required
                  value={draft.shippingCountry}
                  onChange={(code) => set({ shippingCountry: code })}
                  error={!!errors.shippingCountry}
                  helperText={errors.shippingCountry}
                />
              </Box>
            </>
          )}
        </>
      }
      reviewing={reviewing}
      testId="apply-review"
      texts="card.apply"
      rows={
        <>
          <ReviewRow
            label={t('card.fields.merchant')}
            value={merchant ? `${merchant.name} (${merchant.merchantNo})` : ''}
          />
          <ReviewRow label={t('card.fields.product')} value={product?.name ?? ''} />
          <ReviewRow
            label={t('card.fields.model')}
            value={draft.model ? text(cardModelText[draft.model]) : ''}
          />
          <ReviewRow
            label={t('card.fields.cardType')}
            value={draft.cardType ? text(cardTypeText[draft.cardType]) : ''}
          />
          <ReviewRow label={t('card.fields.funding')} value={text(cardFundingText[draft.funding])} />
          <ReviewRow label={t('card.fields.currency')} value={draft.currency} />
          <ReviewRow
            label={t('card.fields.cardholder')}
            value={draft.cardholderName || merchant?.name || ''}
          />
          {physical && (
            <ReviewRow
              label={t('card.fields.shipping')}
              value={[
                draft.shippingAddress,
                draft.shippingCity,
                draft.shippingPostalCode,
                draft.shippingCountry,
              ]
                .filter(Boolean)
                .join(', ')}
            />
          )}
        </>
      }
      after={
        apply.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {(apply.error as ApiError).message}
          </Alert>
        )
      }
      pending={apply.isPending}
      onCancel={close}
      onBack={() => setReviewing(false)}
      onConfirm={submit}
    />
  );
};

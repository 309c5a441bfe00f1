import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MERCHANT_STATUSES,
  MERCHANT_TYPES,
  merchantStatusText,
  type MerchantStatus,
} from '@remit/contract/merchant';
import { useContractText } from '../../../shared/i18n/contract-text';
import { asDays, shortcutDays } from '../../../shared/ui/date-range';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../shared/ui/date-shortcuts';
import { FilterForm } from '../../../shared/ui/filter-bar';
import { PeriodRangeFields, periodRangeInvalid, type PeriodDraft } from '../../../shared/ui/period-range';
import type { MerchantQuery } from '../api/merchant-page';

export type MerchantFilterValues = Pick<
  MerchantQuery,
  'search' | 'merchantType' | 'status' | 'createdFrom' | 'createdTo'
>;
type Draft = { search: string; merchantType: string; status: string } & PeriodDraft;
const EMPTY: Draft = { search: '', merchantType: '', status: '', period: '', from: '', to: '' };

/** The created days of a draft: a spec §2 shortcut's days, or the custom days (either end open). */
const createdDays = (d: PeriodDraft) => {
  if (d.period === 'custom') return { createdFrom: d.from || undefined, createdTo: d.to || undefined };
  if (!d.period) return {};
  const days = asDays(shortcutDays(d.period));
  return { createdFrom: days.dateFrom, createdTo: days.dateTo };
};

/** Days from the URL back into the period: the shortcut they are today, else a custom range. */
const periodOf = (f: MerchantFilterValues): PeriodDraft => {
  if (!f.createdFrom && !f.createdTo) return { period: '', from: '', to: '' };
  const shortcut = DATE_SHORTCUTS.find((s: DateShortcut) => {
    const days = asDays(shortcutDays(s));
    return days.dateFrom === f.createdFrom && days.dateTo === f.createdTo;
  });
  return shortcut
    ? { period: shortcut, from: '', to: '' }
    : { period: 'custom', from: f.createdFrom ?? '', to: f.createdTo ?? '' };
};

const toDraft = (f: MerchantFilterValues): Draft => ({
  search: f.search ?? '',
  merchantType: f.merchantType ? String(f.merchantType) : '',
  status: f.status ?? '',
  ...periodOf(f),
});

const toFilter = (d: Draft): MerchantFilterValues => ({
  search: d.search.trim() || undefined,
  merchantType: d.merchantType ? (Number(d.merchantType) as 1 | 2) : undefined,
  status: (d.status || undefined) as MerchantStatus | undefined,
  ...createdDays(d),
});

/** Name, email or number; merchant type; onboarding status; created date (spec §2 shortcuts or days). */
export const MerchantFilters = ({
  value,
  onSearch,
  actions,
}: {
  value: MerchantFilterValues;
  onSearch: (filter: MerchantFilterValues) => void;
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const text = useContractText();
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  return (
    <FilterForm
      ariaLabel={t('merchant.filters.label')}
      actions={actions}
      onSubmit={() => {
        if (!periodRangeInvalid(draft)) onSearch(toFilter(draft));
      }}
      onReset={() => {
        setDraft(EMPTY);
        onSearch({});
      }}
    >
      <TextField
        name="search"
        label={t('merchant.filters.search')}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      <TextField
        select
        name="merchantType"
        label={t('merchant.fields.merchantType')}
        value={draft.merchantType}
        onChange={(e) => set({ merchantType: e.target.value })}
        sx={{ width: { xs: '100%', sm: 160 } }}
      >
        <MenuItem value="">{t('merchant.filters.all')}</MenuItem>
        {MERCHANT_TYPES.map((type) => (
          <MenuItem key={type} value={String(type)}>
            {t(`merchant.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="status"
        label={t('merchant.fields.status')}
        value={draft.status}
        onChange={(e) => set({ status: e.target.value })}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="">{t('merchant.filters.all')}</MenuItem>
        {MERCHANT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {text(merchantStatusText[status])}
          </MenuItem>
        ))}
      </TextField>
      <PeriodRangeFields
        value={draft}
        label={t('merchant.filters.created')}
        onChange={(period) => set(period)}
      />
    </FilterForm>
  );
};

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { STATEMENT_TYPES, type StatementType } from '@remit/contract/statement';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../shared/ui/date-shortcuts';
import { asDays, shortcutDays } from '../../../shared/ui/date-range';
import { DayField } from '../../../shared/ui/day-field';
import { FilterForm } from '../../../shared/ui/filter-bar';

export type StatementFilterValues = {
  type?: StatementType;
  currency?: string;
  dateFrom?: string;
  dateTo?: string;
};

type Draft = {
  type: StatementType | '';
  currency: string;
  period: DateShortcut | '' | 'custom';
  from: string;
  to: string;
};
const EMPTY: Draft = { type: '', currency: '', period: '', from: '', to: '' };

const toFilter = (d: Draft): StatementFilterValues => {
  const days =
    d.period === 'custom'
      ? { dateFrom: d.from || undefined, dateTo: d.to || undefined }
      : d.period
        ? asDays(shortcutDays(d.period))
        : {};
  return { type: d.type || undefined, currency: d.currency || undefined, ...days };
};

const toDraft = (f: StatementFilterValues): Draft => ({
  type: f.type ?? '',
  currency: f.currency ?? '',
  period: f.dateFrom || f.dateTo ? 'custom' : '',
  from: f.dateFrom ?? '',
  to: f.dateTo ?? '',
});

/** Type, currency and date (spec §2 shortcuts, or from/to days), applied by Search. */
export const StatementFilters = ({
  value,
  onSearch,
}: {
  /** The filter in force (from the URL); the fields start from it. */
  value?: StatementFilterValues;
  onSearch: (filter: StatementFilterValues) => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => (value ? toDraft(value) : EMPTY));
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const reversed = draft.period === 'custom' && !!draft.from && !!draft.to && draft.to < draft.from;
  return (
    <FilterForm
      onSubmit={() => {
        if (!reversed) onSearch(toFilter(draft));
      }}
      onReset={() => {
        setDraft(EMPTY);
        onSearch({});
      }}
    >
      <TextField
        select
        name="type"
        label={t('statement.filters.type')}
        value={draft.type}
        onChange={(e) => set({ type: e.target.value as StatementType | '' })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">{t('statement.filters.all')}</MenuItem>
        {STATEMENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`statement.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="currency"
        label={t('statement.filters.currency')}
        value={draft.currency}
        onChange={(e) => set({ currency: e.target.value })}
        sx={{ width: { xs: '100%', sm: 140 } }}
      >
        <MenuItem value="">{t('statement.filters.all')}</MenuItem>
        {DEFAULT_BALANCE_CURRENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="period"
        label={t('statement.filters.date')}
        value={draft.period}
        onChange={(e) => set({ period: e.target.value as Draft['period'] })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">{t('filters.anyTime')}</MenuItem>
        {DATE_SHORTCUTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`filters.shortcuts.${s}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom">{t('statement.filters.custom')}</MenuItem>
      </TextField>
      {draft.period === 'custom' && (
        <>
          <DayField
            name="dateFrom"
            label={t('statement.filters.from')}
            value={draft.from}
            maxDate={draft.to || undefined}
            onChange={(from) => set({ from })}
          />
          <DayField
            name="dateTo"
            label={t('statement.filters.to')}
            value={draft.to}
            minDate={draft.from || undefined}
            onChange={(to) => set({ to })}
            error={reversed}
            helperText={reversed ? t('filters.rangeError') : undefined}
          />
        </>
      )}
    </FilterForm>
  );
};

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { STATEMENT_TYPES, type StatementType } from '@remit/contract/statement';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../shared/ui/date-shortcuts';
import { asDays, shortcutDays } from '../../../shared/ui/date-range';
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

/** Type, currency and date (spec §2 shortcuts, or from/to days), applied by Search. */
export const StatementFilters = ({ onSearch }: { onSearch: (filter: StatementFilterValues) => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  return (
    <FilterForm
      onSubmit={() => {
        onSearch(toFilter(draft));
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
          <TextField
            type="date"
            name="dateFrom"
            label={t('statement.filters.from')}
            value={draft.from}
            onChange={(e) => set({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 170 } }}
          />
          <TextField
            type="date"
            name="dateTo"
            label={t('statement.filters.to')}
            value={draft.to}
            onChange={(e) => set({ to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 170 } }}
          />
        </>
      )}
    </FilterForm>
  );
};

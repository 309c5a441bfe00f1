import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLY_STATUSES,
  CARD_FUNDINGS,
  CARD_MODELS,
  CARD_STATUSES,
  applyStatusText,
  cardFundingText,
  cardModelText,
  cardStatusText,
  type ApplyStatus,
  type CardFunding,
  type CardModel,
  type CardStatus,
} from '@remit/contract/card';
import { useContractText } from '../../../shared/i18n/contract-text';
import { FilterForm } from '../../../shared/ui/filter-bar';
import { PeriodRangeFields, periodRangeInvalid, type PeriodDraft } from '../../../shared/ui/period-range';
import type { ApplyQuery, CardQuery } from '../api/card-page';
import { createdDays, periodOf } from './period-filter';

export type CardFilterValues = Pick<
  CardQuery,
  'search' | 'status' | 'model' | 'funding' | 'createdFrom' | 'createdTo'
>;
type Draft = { search: string; status: string; model: string; funding: string } & PeriodDraft;
const EMPTY: Draft = { search: '', status: '', model: '', funding: '', period: '', from: '', to: '' };

const toDraft = (f: CardFilterValues): Draft => ({
  search: f.search ?? '',
  status: f.status ?? '',
  model: f.model ?? '',
  funding: f.funding ?? '',
  ...periodOf(f),
});

const toFilter = (d: Draft): CardFilterValues => ({
  search: d.search.trim() || undefined,
  status: (d.status || undefined) as CardStatus | undefined,
  model: (d.model || undefined) as CardModel | undefined,
  funding: (d.funding || undefined) as CardFunding | undefined,
  ...createdDays(d),
});

/** Last 4, cardholder or merchant; status; model; funding; created date (spec §2 shortcuts or days). */
export const CardFilters = ({
  value,
  onSearch,
  actions,
}: {
  value: CardFilterValues;
  onSearch: (filter: CardFilterValues) => void;
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const text = useContractText();
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const select = (name: 'status' | 'model' | 'funding', label: string, options: [string, string][]) => (
    <TextField
      select
      name={name}
      label={label}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      sx={{ width: { xs: '100%', sm: 170 } }}
    >
      <MenuItem value="">{t('card.filters.all')}</MenuItem>
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FilterForm
      ariaLabel={t('card.filters.label')}
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
        label={t('card.filters.search')}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      {select(
        'status',
        t('card.fields.status'),
        CARD_STATUSES.map((s) => [s, text(cardStatusText[s])]),
      )}
      {select(
        'model',
        t('card.fields.model'),
        CARD_MODELS.map((s) => [s, text(cardModelText[s])]),
      )}
      {select(
        'funding',
        t('card.fields.funding'),
        CARD_FUNDINGS.map((s) => [s, text(cardFundingText[s])]),
      )}
      <PeriodRangeFields value={draft} label={t('card.filters.created')} onChange={(period) => set(period)} />
    </FilterForm>
  );
};

export type ApplyFilterValues = Pick<ApplyQuery, 'search' | 'applyStatus' | 'createdFrom' | 'createdTo'>;
type ApplyDraft = { search: string; applyStatus: string } & PeriodDraft;

/** Merchant; apply status; created date. */
export const ApplyFilters = ({
  value,
  onSearch,
  actions,
}: {
  value: ApplyFilterValues;
  onSearch: (filter: ApplyFilterValues) => void;
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const text = useContractText();
  const [draft, setDraft] = useState<ApplyDraft>(() => ({
    search: value.search ?? '',
    applyStatus: value.applyStatus ?? '',
    ...periodOf(value),
  }));
  const set = (patch: Partial<ApplyDraft>) => setDraft({ ...draft, ...patch });
  return (
    <FilterForm
      ariaLabel={t('card.filters.applyLabel')}
      actions={actions}
      onSubmit={() => {
        if (periodRangeInvalid(draft)) return;
        onSearch({
          search: draft.search.trim() || undefined,
          applyStatus: (draft.applyStatus || undefined) as ApplyStatus | undefined,
          ...createdDays(draft),
        });
      }}
      onReset={() => {
        setDraft({ search: '', applyStatus: '', period: '', from: '', to: '' });
        onSearch({});
      }}
    >
      <TextField
        name="search"
        label={t('card.filters.applySearch')}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      <TextField
        select
        name="applyStatus"
        label={t('card.fields.applyStatus')}
        value={draft.applyStatus}
        onChange={(e) => set({ applyStatus: e.target.value })}
        sx={{ width: { xs: '100%', sm: 170 } }}
      >
        <MenuItem value="">{t('card.filters.all')}</MenuItem>
        {APPLY_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {text(applyStatusText[s])}
          </MenuItem>
        ))}
      </TextField>
      <PeriodRangeFields value={draft} label={t('card.filters.created')} onChange={(period) => set(period)} />
    </FilterForm>
  );
};

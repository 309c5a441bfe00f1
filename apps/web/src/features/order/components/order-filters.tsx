import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { ORDER_STATUSES } from '@remit/contract/order';
import { FilterForm } from '../../../shared/ui/filter-bar';
import {
  EMPTY_PERIOD,
  PeriodRangeFields,
  periodInstants,
  periodRangeInvalid,
  type PeriodDraft,
} from '../../../shared/ui/period-range';
import type { OrderNamespace } from '../lib/order-namespace';

export type OrderFilterValues = {
  status?: 1 | 2 | 3 | 4 | 5;
  currency?: string;
  from?: string;
  to?: string;
  search?: string;
};
type Draft = { status: string; currency: string; search: string } & PeriodDraft;
const EMPTY: Draft = { status: '', currency: '', search: '', ...EMPTY_PERIOD };

const toFilter = (d: Draft): OrderFilterValues => ({
  status: d.status ? (Number(d.status) as OrderFilterValues['status']) : undefined,
  currency: d.currency || undefined,
  search: d.search.trim() || undefined,
  ...periodInstants(d),
});

/**
 * Order number (or beneficiary), status, currency and date (spec §2 shortcuts or a custom range of days),
 * applied by Search; a range that ends before it starts is marked and not searched.
 */
export const OrderFilters = ({
  ns,
  onSearch,
}: {
  ns: OrderNamespace;
  onSearch: (filter: OrderFilterValues) => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  return (
    <FilterForm
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
        label={t(`${ns}.filters.search`)}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <TextField
        select
        name="status"
        label={t(`${ns}.filters.status`)}
        value={draft.status}
        onChange={(e) => set({ status: e.target.value })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">{t(`${ns}.filters.all`)}</MenuItem>
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={String(s)}>
            {t(`${ns}.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="currency"
        label={t(`${ns}.filters.currency`)}
        value={draft.currency}
        onChange={(e) => set({ currency: e.target.value })}
        sx={{ width: { xs: '100%', sm: 140 } }}
      >
        <MenuItem value="">{t(`${ns}.filters.all`)}</MenuItem>
        {DEFAULT_BALANCE_CURRENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <PeriodRangeFields value={draft} onChange={(period) => set(period)} />
    </FilterForm>
  );
};

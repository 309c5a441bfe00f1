import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { ORDER_STATUSES } from '@remit/contract/orders';
import { asInstants, shortcutDays } from '../../../shared/ui/date-range';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../shared/ui/date-shortcuts';

export type OrderFilterValues = {
  status?: 1 | 2 | 3 | 4 | 5;
  currency?: string;
  from?: string;
  to?: string;
  search?: string;
};
type Draft = { status: string; currency: string; period: DateShortcut | ''; search: string };
const EMPTY: Draft = { status: '', currency: '', period: '', search: '' };

const toFilter = (d: Draft): OrderFilterValues => ({
  status: d.status ? (Number(d.status) as OrderFilterValues['status']) : undefined,
  currency: d.currency || undefined,
  search: d.search.trim() || undefined,
  ...(d.period ? asInstants(shortcutDays(d.period)) : {}),
});

/** Order number or beneficiary, status, currency and date (spec §2 shortcuts), applied by Search. */
export const OrderFilters = ({ onSearch }: { onSearch: (filter: OrderFilterValues) => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(toFilter(draft));
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2.5 }}
    >
      <TextField
        name="search"
        label={t('withdrawal.filters.search')}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <TextField
        select
        name="status"
        label={t('withdrawal.filters.status')}
        value={draft.status}
        onChange={(e) => set({ status: e.target.value })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">{t('withdrawal.filters.all')}</MenuItem>
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={String(s)}>
            {t(`withdrawal.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="currency"
        label={t('withdrawal.filters.currency')}
        value={draft.currency}
        onChange={(e) => set({ currency: e.target.value })}
        sx={{ width: { xs: '100%', sm: 140 } }}
      >
        <MenuItem value="">{t('withdrawal.filters.all')}</MenuItem>
        {DEFAULT_BALANCE_CURRENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="period"
        label={t('filters.period')}
        value={draft.period}
        onChange={(e) => set({ period: e.target.value as DateShortcut | '' })}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="">{t('filters.anyTime')}</MenuItem>
        {DATE_SHORTCUTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`filters.shortcuts.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            setDraft(EMPTY);
            onSearch({});
          }}
        >
          {t('common.reset')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {t('common.search')}
        </Button>
      </Box>
    </Box>
  );
};

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, type DepositStatus } from '@remit/contract/account';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { type DateShortcut } from '../../../shared/ui/date-shortcuts';
import { asInstants, shortcutDays } from '../../../shared/ui/date-range';
import { FilterForm, PeriodSelect } from '../../../shared/ui/filter-bar';

export type DepositFilterValues = {
  orderNo?: string;
  status?: DepositStatus;
  currency?: string;
  from?: string;
  to?: string;
};
type Draft = { orderNo: string; status: DepositStatus | ''; currency: string; period: DateShortcut | '' };
const EMPTY: Draft = { orderNo: '', status: '', currency: '', period: '' };

const toFilter = (d: Draft): DepositFilterValues => ({
  orderNo: d.orderNo.trim() || undefined,
  status: d.status || undefined,
  currency: d.currency || undefined,
  ...(d.period ? asInstants(shortcutDays(d.period)) : {}),
});

/** Order number, status, credit currency and date (spec §2 shortcuts), applied by Search. */
export const DepositFilters = ({ onSearch }: { onSearch: (filter: DepositFilterValues) => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  return (
    <FilterForm
      ariaLabel={t('account.deposits.title')}
      onSubmit={() => {
        onSearch(toFilter(draft));
      }}
      onReset={() => {
        setDraft(EMPTY);
        onSearch({});
      }}
    >
      <TextField
        name="orderNo"
        label={t('account.deposits.columns.orderNo')}
        value={draft.orderNo}
        onChange={(e) => set({ orderNo: e.target.value })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      />
      <TextField
        select
        name="status"
        label={t('account.deposits.columns.status')}
        value={draft.status}
        onChange={(e) => set({ status: e.target.value as DepositStatus | '' })}
        sx={{ width: { xs: '100%', sm: 150 } }}
      >
        <MenuItem value="">{t('account.all')}</MenuItem>
        {DEPOSIT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`account.deposits.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="currency"
        label={t('account.deposits.columns.creditCurrency')}
        value={draft.currency}
        onChange={(e) => set({ currency: e.target.value })}
        sx={{ width: { xs: '100%', sm: 170 } }}
      >
        <MenuItem value="">{t('account.all')}</MenuItem>
        {DEFAULT_BALANCE_CURRENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <PeriodSelect
        label={t('account.date')}
        width={180}
        value={draft.period}
        onChange={(period) => set({ period })}
      />
    </FilterForm>
  );
};

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_KINDS,
  TRANSACTION_STATUS_CODES,
  TRANSACTION_TYPE_CODES,
  type AccountKindName,
} from '@remit/contract/account';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { FilterForm } from '../../../shared/ui/filter-bar';
import {
  EMPTY_PERIOD,
  PeriodRangeFields,
  periodInstants,
  periodRangeInvalid,
  type PeriodDraft,
} from '../../../shared/ui/period-range';

export type TransactionFilterValues = {
  type?: number;
  status?: number;
  currency?: string;
  accountKind?: AccountKindName;
  from?: string;
  to?: string;
};

type Draft = {
  type: string;
  status: string;
  currency: string;
  accountKind: AccountKindName | '';
} & PeriodDraft;
const EMPTY: Draft = { type: '', status: '', currency: '', accountKind: '', ...EMPTY_PERIOD };

const toFilter = (d: Draft): TransactionFilterValues => ({
  type: d.type ? Number(d.type) : undefined,
  status: d.status ? Number(d.status) : undefined,
  currency: d.currency || undefined,
  accountKind: d.accountKind || undefined,
  ...periodInstants(d),
});

/**
 * Type, status, currency (and, across all accounts, the account kind) and the date: the spec's shortcuts
 * Today … Last three month, or a custom range of days. Applied by Search (spec §2).
 */
export const TransactionFilters = ({
  onSearch,
  withAccountKind = false,
  actions,
}: {
  onSearch: (filter: TransactionFilterValues) => void;
  withAccountKind?: boolean;
  /** More buttons after Search (the list's Export when it has no header of its own). */
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const all = <MenuItem value="">{t('transactions.filters.all')}</MenuItem>;
  return (
    <FilterForm
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
        select
        name="type"
        label={t('transactions.filters.type')}
        value={draft.type}
        onChange={(e) => set({ type: e.target.value })}
        sx={{ width: { xs: '100%', sm: 170 } }}
      >
        {all}
        {TRANSACTION_TYPE_CODES.map((code) => (
          <MenuItem key={code} value={String(code)}>
            {t(`transactions.types.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="status"
        label={t('transactions.filters.status')}
        value={draft.status}
        onChange={(e) => set({ status: e.target.value })}
        sx={{ width: { xs: '100%', sm: 150 } }}
      >
        {all}
        {TRANSACTION_STATUS_CODES.map((code) => (
          <MenuItem key={code} value={String(code)}>
            {t(`transactions.statuses.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="currency"
        label={t('transactions.filters.currency')}
        value={draft.currency}
        onChange={(e) => set({ currency: e.target.value })}
        sx={{ width: { xs: '100%', sm: 120 } }}
      >
        {all}
        {DEFAULT_BALANCE_CURRENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      {withAccountKind && (
        <TextField
          select
          name="accountKind"
          label={t('transactions.columns.account')}
          value={draft.accountKind}
          onChange={(e) => set({ accountKind: e.target.value as AccountKindName | '' })}
          sx={{ width: { xs: '100%', sm: 170 } }}
        >
          {all}
          {ACCOUNT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`transactions.accountKinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <PeriodRangeFields
        label={t('transactions.filters.date')}
        value={draft}
        onChange={(period) => set(period)}
      />
    </FilterForm>
  );
};

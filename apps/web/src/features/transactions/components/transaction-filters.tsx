import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_KINDS,
  TRANSACTION_STATUS_CODES,
  TRANSACTION_TYPE_CODES,
  type AccountKindName,
} from '@remit/contract/accounts';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../shared/ui/date-shortcuts';
import { asInstants, shortcutDays } from '../../../shared/ui/date-range';
import { FilterForm } from '../../../shared/ui/filter-bar';

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
  period: DateShortcut | '' | 'custom';
  from: string;
  to: string;
};
const EMPTY: Draft = { type: '', status: '', currency: '', accountKind: '', period: '', from: '', to: '' };

const toFilter = (d: Draft): TransactionFilterValues => {
  const range =
    d.period === 'custom'
      ? {
          from: d.from ? dayjs(d.from).startOf('day').toISOString() : undefined,
          to: d.to ? dayjs(d.to).endOf('day').toISOString() : undefined,
        }
      : d.period
        ? asInstants(shortcutDays(d.period))
        : {};
  return {
    type: d.type ? Number(d.type) : undefined,
    status: d.status ? Number(d.status) : undefined,
    currency: d.currency || undefined,
    accountKind: d.accountKind || undefined,
    ...range,
  };
};

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
      <TextField
        select
        name="period"
        label={t('transactions.filters.date')}
        value={draft.period}
        onChange={(e) => set({ period: e.target.value as Draft['period'] })}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="">{t('filters.anyTime')}</MenuItem>
        {DATE_SHORTCUTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`filters.shortcuts.${s}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom">{t('transactions.filters.custom')}</MenuItem>
      </TextField>
      {draft.period === 'custom' && (
        <>
          <TextField
            type="date"
            name="dateFrom"
            label={t('transactions.filters.from')}
            value={draft.from}
            onChange={(e) => set({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 160 } }}
          />
          <TextField
            type="date"
            name="dateTo"
            label={t('transactions.filters.to')}
            value={draft.to}
            onChange={(e) => set({ to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 160 } }}
          />
        </>
      )}
    </FilterForm>
  );
};

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTH_RECORD_TYPES,
  AUTH_STATUSES,
  SETTLE_STATUSES,
  authRecordTypeText,
  authStatusText,
  settleStatusText,
  type AuthRecordType,
  type AuthStatus,
  type SettleStatus,
} from '@remit/contract/card-authorization';
import { useContractText } from '../../../shared/i18n/contract-text';
import { asDays, shortcutDays } from '../../../shared/ui/date-range';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../shared/ui/date-shortcuts';
import { FilterForm } from '../../../shared/ui/filter-bar';
import { PeriodRangeFields, periodRangeInvalid, type PeriodDraft } from '../../../shared/ui/period-range';
import type { AuthorizationQuery } from '../api/card-authorization-page';

export type AuthorizationFilterValues = Pick<
  AuthorizationQuery,
  'search' | 'cardId' | 'recordType' | 'authStatus' | 'settleStatus' | 'createdFrom' | 'createdTo'
>;
type Draft = { search: string; recordType: string; authStatus: string; settleStatus: string } & PeriodDraft;
const EMPTY: Draft = {
  search: '',
  recordType: '',
  authStatus: '',
  settleStatus: '',
  period: '',
  from: '',
  to: '',
};

/** The created days of a draft: a spec §2 shortcut's days, or the custom days (either end open). */
const createdDays = (d: PeriodDraft) => {
  if (d.period === 'custom') return { createdFrom: d.from || undefined, createdTo: d.to || undefined };
  if (!d.period) return {};
  const days = asDays(shortcutDays(d.period));
  return { createdFrom: days.dateFrom, createdTo: days.dateTo };
};

/** Days from the URL back into the period: the shortcut they are today, else a custom range. */
const periodOf = (f: AuthorizationFilterValues): PeriodDraft => {
  if (!f.createdFrom && !f.createdTo) return { period: '', from: '', to: '' };
  const shortcut = DATE_SHORTCUTS.find((s: DateShortcut) => {
    const days = asDays(shortcutDays(s));
    return days.dateFrom === f.createdFrom && days.dateTo === f.createdTo;
  });
  return shortcut
    ? { period: shortcut, from: '', to: '' }
    : { period: 'custom', from: f.createdFrom ?? '', to: f.createdTo ?? '' };
};

const toDraft = (f: AuthorizationFilterValues): Draft => ({
  search: f.search ?? '',
  recordType: f.recordType ?? '',
  authStatus: f.authStatus ?? '',
  settleStatus: f.settleStatus ?? '',
  ...periodOf(f),
});

const toFilter = (d: Draft, cardId: string | undefined): AuthorizationFilterValues => ({
  search: d.search.trim() || undefined,
  cardId,
  recordType: (d.recordType || undefined) as AuthRecordType | undefined,
  authStatus: (d.authStatus || undefined) as AuthStatus | undefined,
  settleStatus: (d.settleStatus || undefined) as SettleStatus | undefined,
  ...createdDays(d),
});

/** Record number, auth code, acceptor or last 4; record type; auth and settle status; created date. */
export const AuthorizationFilters = ({
  value,
  onSearch,
  actions,
}: {
  value: AuthorizationFilterValues;
  onSearch: (filter: AuthorizationFilterValues) => void;
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const text = useContractText();
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const select = (
    name: 'recordType' | 'authStatus' | 'settleStatus',
    options: readonly string[],
    label: (option: string) => string,
    width: number,
  ) => (
    <TextField
      select
      name={name}
      label={t(`cardAuthorization.fields.${name}`)}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      sx={{ width: { xs: '100%', sm: width } }}
    >
      <MenuItem value="">{t('cardAuthorization.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {label(option)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FilterForm
      ariaLabel={t('cardAuthorization.filters.label')}
      actions={actions}
      onSubmit={() => {
        if (!periodRangeInvalid(draft)) onSearch(toFilter(draft, value.cardId));
      }}
      onReset={() => {
        setDraft(EMPTY);
        onSearch({});
      }}
    >
      <TextField
        name="search"
        label={t('cardAuthorization.filters.search')}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      {select('recordType', AUTH_RECORD_TYPES, (o) => text(authRecordTypeText[o as AuthRecordType]), 190)}
      {select('authStatus', AUTH_STATUSES, (o) => text(authStatusText[o as AuthStatus]), 210)}
      {select('settleStatus', SETTLE_STATUSES, (o) => text(settleStatusText[o as SettleStatus]), 180)}
      <PeriodRangeFields
        value={draft}
        label={t('cardAuthorization.filters.created')}
        onChange={(period) => set(period)}
      />
    </FilterForm>
  );
};

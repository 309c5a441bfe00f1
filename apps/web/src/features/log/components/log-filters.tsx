import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateShortcut } from '../../../shared/ui/date-shortcuts';
import { asInstants, shortcutDays } from '../../../shared/ui/date-range';
import { useAuditLogActions } from '../api/audit-log-actions';
import { FilterForm, PeriodSelect } from '../../../shared/ui/filter-bar';

export type LogFilterValues = { user?: string; action?: string; from?: string; to?: string };
type Draft = { user: string; action: string; period: DateShortcut | '' };
const EMPTY: Draft = { user: '', action: '', period: '' };

const toFilter = (d: Draft): LogFilterValues => ({
  user: d.user.trim() || undefined,
  action: d.action || undefined,
  ...(d.period ? asInstants(shortcutDays(d.period)) : {}),
});

/** User (name or email), action and date (spec §2 shortcuts), applied by Search. */
export const LogFilters = ({ onSearch }: { onSearch: (filter: LogFilterValues) => void }) => {
  const { t } = useTranslation();
  const actions = useAuditLogActions();
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
        name="user"
        label={t('logs.filters.user')}
        value={draft.user}
        onChange={(e) => set({ user: e.target.value })}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      <TextField
        select
        name="action"
        label={t('logs.filters.action')}
        value={draft.action}
        onChange={(e) => set({ action: e.target.value })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">{t('logs.filters.all')}</MenuItem>
        {(actions.data ?? []).map((a) => (
          <MenuItem key={a} value={a}>
            {t(`logs.actions.${a}`, { defaultValue: a })}
          </MenuItem>
        ))}
      </TextField>
      <PeriodSelect
        label={t('logs.filters.date')}
        width={200}
        value={draft.period}
        onChange={(period) => set({ period })}
      />
    </FilterForm>
  );
};

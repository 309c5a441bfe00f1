import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../shared/ui/date-shortcuts';
import { asInstants, shortcutDays } from '../../../shared/ui/date-range';
import { useAuditLogActions } from '../api/audit-log-actions';

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
      <TextField
        select
        name="period"
        label={t('logs.filters.date')}
        value={draft.period}
        onChange={(e) => set({ period: e.target.value as DateShortcut | '' })}
        sx={{ width: { xs: '100%', sm: 200 } }}
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

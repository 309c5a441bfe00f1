import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_SHORTCUTS } from './date-shortcuts';

export type Filters = { keyword: string; period: string };
const EMPTY: Filters = { keyword: '', period: '' };

/** A list's filters and its Search action (spec §2: lists have filters and a Search action). */
export const FilterBar = ({ onSearch }: { onSearch: (filters: Filters) => void }) => {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(filters);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2.5 }}
    >
      <TextField
        label={t('filters.keyword')}
        value={filters.keyword}
        onChange={(event) => setFilters({ ...filters, keyword: event.target.value })}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <TextField
        select
        label={t('filters.period')}
        value={filters.period}
        onChange={(event) => setFilters({ ...filters, period: event.target.value })}
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        <MenuItem value="">{t('filters.anyTime')}</MenuItem>
        {DATE_SHORTCUTS.map((shortcut) => (
          <MenuItem key={shortcut} value={shortcut}>
            {t(`filters.shortcuts.${shortcut}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <Button variant="outlined" color="inherit" onClick={() => setFilters(EMPTY)}>
          {t('common.reset')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {t('common.search')}
        </Button>
      </Box>
    </Box>
  );
};

import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_SHORTCUTS, type DateShortcut } from './date-shortcuts';

/**
 * The frame of every list's filters (spec §2: lists have filters and a Search action): the fields wrap,
 * Reset and Search close the row, then any extra actions (an export button). On a phone the fields wait
 * behind a Filters button, so the list is on the first screen.
 */
export const FilterForm = ({
  onSubmit,
  onReset,
  ariaLabel,
  actions,
  children,
}: {
  onSubmit: () => void;
  onReset: () => void;
  ariaLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const form = (
    <Box
      component="form"
      role="search"
      aria-label={ariaLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2.5 }}
    >
      {children}
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <Button variant="outlined" color="inherit" onClick={onReset}>
          {t('common.reset')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {t('common.search')}
        </Button>
        {actions}
      </Box>
    </Box>
  );
  if (!phone) return form;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, px: 2, py: 1.5 }}>
        <Button
          variant={open ? 'contained' : 'outlined'}
          color="inherit"
          startIcon={<FilterList />}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('common.filters')}
        </Button>
      </Box>
      <Collapse in={open}>{form}</Collapse>
    </>
  );
};

/** The date filter: any time, or one of the spec's shortcuts (Today … Last three month). */
export const PeriodSelect = ({
  value,
  onChange,
  label,
  width = 220,
}: {
  value: DateShortcut | '';
  onChange: (period: DateShortcut | '') => void;
  label?: string;
  width?: number;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name="period"
      label={label ?? t('filters.period')}
      value={value}
      onChange={(event) => onChange(event.target.value as DateShortcut | '')}
      sx={{ width: { xs: '100%', sm: width } }}
    >
      <MenuItem value="">{t('filters.anyTime')}</MenuItem>
      {DATE_SHORTCUTS.map((shortcut) => (
        <MenuItem key={shortcut} value={shortcut}>
          {t(`filters.shortcuts.${shortcut}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

export type Filters = { keyword: string; period: DateShortcut | '' };
const EMPTY: Filters = { keyword: '', period: '' };

/** The filters of a screen whose feature comes later: a keyword and a period. */
export const FilterBar = ({ onSearch }: { onSearch: (filters: Filters) => void }) => {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  return (
    <FilterForm onSubmit={() => onSearch(filters)} onReset={() => setFilters(EMPTY)}>
      <TextField
        label={t('filters.keyword')}
        value={filters.keyword}
        onChange={(event) => setFilters({ ...filters, keyword: event.target.value })}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <PeriodSelect value={filters.period} onChange={(period) => setFilters({ ...filters, period })} />
    </FilterForm>
  );
};

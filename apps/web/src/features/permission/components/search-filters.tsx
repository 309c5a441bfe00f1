import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchFilterValues = { search?: string; moduleName?: string };

type Props = {
  searchLabel: string;
  /** Offer a module filter (the permission catalogue). */
  modules?: readonly string[];
  onSearch: (filter: SearchFilterValues) => void;
};

/** A free-text search (and, for the catalogue, a module), applied by Search (spec §2). */
export const SearchFilters = ({ searchLabel, modules, onSearch }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [moduleName, setModuleName] = useState('');
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ search: search.trim() || undefined, moduleName: moduleName || undefined });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2.5 }}
    >
      {modules && (
        <TextField
          select
          name="moduleName"
          label={t('permission.catalogue.fields.moduleName')}
          value={moduleName}
          onChange={(e) => setModuleName(e.target.value)}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value="">{t('permission.common.all')}</MenuItem>
          {modules.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`permission.modules.${m}`, { defaultValue: m })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        name="search"
        label={searchLabel}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            setSearch('');
            setModuleName('');
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

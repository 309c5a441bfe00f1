import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../shared/ui/filter-bar';

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
    <FilterForm
      onSubmit={() => {
        onSearch({ search: search.trim() || undefined, moduleName: moduleName || undefined });
      }}
      onReset={() => {
        setSearch('');
        setModuleName('');
        onSearch({});
      }}
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
    </FilterForm>
  );
};

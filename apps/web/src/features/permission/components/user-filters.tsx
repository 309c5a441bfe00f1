import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_STATUS } from '@remit/contract/users';
import { useRoleList } from '../api/role-list';

export type UserFilterValues = { search?: string; roleId?: string; status?: 1 | 2 };
type Draft = { search: string; roleId: string; status: '' | '1' | '2' };
const EMPTY: Draft = { search: '', roleId: '', status: '' };

const toFilter = (d: Draft): UserFilterValues => ({
  search: d.search.trim() || undefined,
  roleId: d.roleId || undefined,
  status: d.status ? (Number(d.status) as 1 | 2) : undefined,
});

/** Name or email, role (when the user may list roles) and status, applied by Search. */
export const UserFilters = ({ onSearch }: { onSearch: (filter: UserFilterValues) => void }) => {
  const { t } = useTranslation();
  const roles = useRoleList();
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
        name="search"
        label={t('permission.users.filters.search')}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      {roles.data && (
        <TextField
          select
          name="roleId"
          label={t('permission.users.filters.role')}
          value={draft.roleId}
          onChange={(e) => set({ roleId: e.target.value })}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          <MenuItem value="">{t('permission.common.all')}</MenuItem>
          {roles.data.map((role) => (
            <MenuItem key={role.id} value={role.id}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        name="status"
        label={t('permission.users.filters.status')}
        value={draft.status}
        onChange={(e) => set({ status: e.target.value as Draft['status'] })}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="">{t('permission.common.all')}</MenuItem>
        <MenuItem value={String(USER_STATUS.ENABLED)}>{t('permission.users.status.1')}</MenuItem>
        <MenuItem value={String(USER_STATUS.DISABLED)}>{t('permission.users.status.2')}</MenuItem>
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

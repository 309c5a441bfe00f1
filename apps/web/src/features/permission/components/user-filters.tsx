import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_STATUS } from '@remit/contract/user';
import { useRoleList } from '../api/role-list';
import { FilterForm } from '../../../shared/ui/filter-bar';

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
    </FilterForm>
  );
};

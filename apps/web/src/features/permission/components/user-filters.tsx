import { useTranslation } from 'react-i18next';
import { USER_STATUS } from '@remit/contract/user';
import { FilterForm } from '../../../shared/ui/filter-form';
import { useRoleList } from '../api/role-list';
import { selectFilter } from '../../../shared/ui/filter-fields';

export type UserFilterValues = { search?: string; roleId?: string; status?: 1 | 2 };

/** Name or email, role (when the user may list roles) and status, applied by Search. */
export const UserFilters = ({ onSearch }: { onSearch: (filter: UserFilterValues) => void }) => {
  const { t } = useTranslation();
  const roles = useRoleList();
  const all = t('permission.common.all');
  return (
    <FilterForm
      onSearch={onSearch}
      fields={[
        { kind: 'text', name: 'search', label: t('permission.users.filters.search'), width: 260 },
        !!roles.data && {
          kind: 'select',
          name: 'roleId',
          label: t('permission.users.filters.role'),
          width: 200,
          all,
          options: roles.data.map((role) => ({ value: role.id, label: role.name })),
        },
        selectFilter(
          { name: 'status', label: t('permission.users.filters.status'), width: 180, all, number: true },
          [USER_STATUS.ENABLED, USER_STATUS.DISABLED],
          (s) => t(`permission.users.status.${s}`),
        ),
      ]}
    />
  );
};

import type { TFunction } from 'i18next';
import type { RoleRecord } from '@remit/contract/role';
import { formatDateTime } from '../../../shared/date/date-time';
import type { PermissionColumn } from './permission-table';
import { NameMark } from '../../../shared/ui/status-chip';

/** A role's name (marked when it is the administrator's), description, users and last change. */
export const roleColumns = (t: TFunction): PermissionColumn<RoleRecord>[] => [
  {
    header: t('permission.roles.fields.name'),
    cell: (role) => (
      <>
        {role.name}
        {role.isAdmin && <NameMark color="primary" label={t('permission.roles.admin')} />}
      </>
    ),
    sx: { fontWeight: 500 },
  },
  {
    header: t('permission.roles.fields.description'),
    cell: (role) => role.description || '—',
    sx: { color: 'text.secondary' },
  },
  { header: t('permission.roles.fields.users'), cell: (role) => role.userCount, align: 'right' },
  {
    header: t('permission.common.updatedAt'),
    cell: (role) => formatDateTime(role.updatedAt),
    sx: { whiteSpace: 'nowrap' },
  },
];

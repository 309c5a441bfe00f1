import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { USER_STATUS, type UserRecord } from '@remit/contract/user';
import { formatDateTime } from '../../../shared/date/date-time';
import type { PermissionColumn } from './permission-table';
import { StatusChip } from '../../../shared/ui/status-chip';

/** A user's name (and whether the password is a temporary one), email, role, status and creation. */
export const userColumns = (t: TFunction): PermissionColumn<UserRecord>[] => [
  {
    header: t('permission.users.fields.userName'),
    cell: (user) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {user.userName}
        </Typography>
        {user.isEasyPassword && (
          <Typography variant="caption" color="text.secondary">
            {t('permission.users.temporaryPassword')}
          </Typography>
        )}
      </>
    ),
  },
  { header: t('permission.users.fields.email'), cell: (user) => user.email, sx: { whiteSpace: 'nowrap' } },
  { header: t('permission.users.fields.role'), cell: (user) => user.roleName ?? '—' },
  {
    header: t('permission.users.fields.status'),
    cell: (user) => (
      <StatusChip
        color={user.status === USER_STATUS.ENABLED ? 'success' : 'default'}
        label={t(`permission.users.status.${user.status}`, { defaultValue: String(user.status) })}
      />
    ),
  },
  {
    header: t('permission.common.createdAt'),
    cell: (user) => formatDateTime(user.createdAt),
    sx: { whiteSpace: 'nowrap' },
  },
];

import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { USER_STATUS, type UserRecord } from '@remit/contract/user';
import { RowActions } from './row-actions';

type Props = {
  records: UserRecord[];
  onEdit?: (user: UserRecord) => void;
  onDelete?: (user: UserRecord) => void;
  /** The signed-in user: nobody deletes their own account (the server refuses it too). */
  selfId?: string;
};

export const UsersTable = ({ records, onEdit, onDelete, selfId }: Props) => {
  const { t } = useTranslation();
  const actions = !!(onEdit || onDelete);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('permission.users.title')}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('permission.users.fields.userName')}</TableCell>
            <TableCell>{t('permission.users.fields.email')}</TableCell>
            <TableCell>{t('permission.users.fields.role')}</TableCell>
            <TableCell>{t('permission.users.fields.status')}</TableCell>
            <TableCell>{t('permission.common.createdAt')}</TableCell>
            {actions && <TableCell align="right">{t('permission.common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((user) => (
            <TableRow key={user.id} hover data-testid="user-row">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {user.userName}
                </Typography>
                {user.isEasyPassword && (
                  <Typography variant="caption" color="text.secondary">
                    {t('permission.users.temporaryPassword')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.email}</TableCell>
              <TableCell>{user.roleName ?? '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={user.status === USER_STATUS.ENABLED ? 'success' : 'default'}
                  label={t(`permission.users.status.${user.status}`, { defaultValue: String(user.status) })}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {dayjs(user.createdAt).format('YYYY-MM-DD HH:mm')}
              </TableCell>
              {actions && (
                <TableCell align="right">
                  <RowActions
                    name={user.userName}
                    onEdit={onEdit && (() => onEdit(user))}
                    onDelete={onDelete && user.id !== selfId ? () => onDelete(user) : undefined}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

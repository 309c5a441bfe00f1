import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RoleRecord } from '@remit/contract/role';
import { RowActions } from './row-actions';

type Props = {
  records: RoleRecord[];
  onEdit?: (role: RoleRecord) => void;
  onDelete?: (role: RoleRecord) => void;
};

export const RolesTable = ({ records, onEdit, onDelete }: Props) => {
  const { t } = useTranslation();
  const actions = !!(onEdit || onDelete);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('permission.roles.title')}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('permission.roles.fields.name')}</TableCell>
            <TableCell>{t('permission.roles.fields.description')}</TableCell>
            <TableCell align="right">{t('permission.roles.fields.users')}</TableCell>
            <TableCell>{t('permission.common.updatedAt')}</TableCell>
            {actions && <TableCell align="right">{t('permission.common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((role) => (
            <TableRow key={role.id} hover data-testid="role-row">
              <TableCell sx={{ fontWeight: 500 }}>
                {role.name}
                {role.isAdmin && (
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={t('permission.roles.admin')}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{role.description || '—'}</TableCell>
              <TableCell align="right">{role.userCount}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {dayjs(role.updatedAt).format('YYYY-MM-DD HH:mm')}
              </TableCell>
              {actions && (
                <TableCell align="right">
                  <RowActions
                    name={role.name}
                    onEdit={onEdit && (() => onEdit(role))}
                    // The administrator role is never deletable (the server says so too).
                    onDelete={onDelete && !role.isAdmin ? () => onDelete(role) : undefined}
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

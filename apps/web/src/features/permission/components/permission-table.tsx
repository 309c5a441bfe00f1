import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from './row-actions';

/** One column of a settings table: its header, each row's cell, and how the cell is set. */
export type PermissionColumn<R> = {
  header: string;
  cell: (row: R) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
};

/** A row's Edit and Delete: each given only when the user's rules allow it. */
export type RowEditing<R> = {
  /** What the buttons name (screen readers, tests). */
  name: (row: R) => string;
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
  /** A row nobody deletes (the administrator role, one's own account): no Delete. */
  undeletable?: (row: R) => boolean;
};

/**
 * A settings list's table (users, roles, the catalogue): the headers on one line, a row per record (with
 * `rowTestId`), and the Actions column when the user may edit or delete.
 */
export const PermissionTable = <R extends { id: string }>({
  label,
  columns,
  records,
  rowTestId,
  editing: { name, onEdit, onDelete, undeletable },
}: {
  label: string;
  columns: PermissionColumn<R>[];
  records: R[];
  rowTestId: string;
  editing: RowEditing<R>;
}) => {
  const { t } = useTranslation();
  const actions = !!(onEdit || onDelete);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{t('permission.common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((row) => (
            <TableRow key={row.id} hover data-testid={rowTestId}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right">
                  <RowActions
                    name={name(row)}
                    onEdit={onEdit && (() => onEdit(row))}
                    onDelete={onDelete && !undeletable?.(row) ? () => onDelete(row) : undefined}
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

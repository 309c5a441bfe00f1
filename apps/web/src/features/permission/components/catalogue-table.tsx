import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { PermissionRecord } from '@remit/contract/permission-catalogue';
import { RowActions } from './row-actions';

/** The stored name beside its label: the catalogue is the operator's, who works with both. */
const CODE = { ml: 1, color: 'text.secondary', fontFamily: 'monospace', fontSize: 12 } as const;

type Props = {
  records: PermissionRecord[];
  onEdit?: (permission: PermissionRecord) => void;
  onDelete?: (permission: PermissionRecord) => void;
};

/** Spec §6: privilege name, module name, sort, description. */
export const CatalogueTable = ({ records, onEdit, onDelete }: Props) => {
  const { t } = useTranslation();
  const actions = !!(onEdit || onDelete);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('permission.catalogue.title')}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('permission.catalogue.fields.privilegeName')}</TableCell>
            <TableCell>{t('permission.catalogue.fields.moduleName')}</TableCell>
            <TableCell align="right">{t('permission.catalogue.fields.sort')}</TableCell>
            <TableCell>{t('permission.catalogue.fields.description')}</TableCell>
            {actions && <TableCell align="right">{t('permission.common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((p) => (
            <TableRow key={p.id} hover data-testid="permission-row">
              <TableCell>
                {t(`permission.actions.${p.privilegeName}`, { defaultValue: p.privilegeName })}
                <Box component="span" sx={CODE}>
                  {p.privilegeName}
                </Box>
              </TableCell>
              <TableCell>
                {t(`permission.modules.${p.moduleName}`, { defaultValue: p.moduleName })}
                <Box component="span" sx={CODE}>
                  {p.moduleName}
                </Box>
              </TableCell>
              <TableCell align="right">{p.sort}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{p.description || '—'}</TableCell>
              {actions && (
                <TableCell align="right">
                  <RowActions
                    name={`${p.moduleName}.${p.privilegeName}`}
                    onEdit={onEdit && (() => onEdit(p))}
                    onDelete={onDelete && (() => onDelete(p))}
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

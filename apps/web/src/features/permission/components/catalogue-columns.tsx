import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import type { PermissionRecord } from '@remit/contract/permission-catalogue';
import type { PermissionColumn } from './permission-table';

/** The stored name beside its label: the catalogue is the operator's, who works with both. */
const CODE = { ml: 1, color: 'text.secondary', fontFamily: 'monospace', fontSize: 12 } as const;

/** A name of the catalogue as its label, then as it is stored. */
const labelled = (label: string, code: string) => (
  <>
    {label}
    <Box component="span" sx={CODE}>
      {code}
    </Box>
  </>
);

/** Spec §6: privilege name, module name, sort, description. */
export const catalogueColumns = (t: TFunction): PermissionColumn<PermissionRecord>[] => [
  {
    header: t('permission.catalogue.fields.privilegeName'),
    cell: (p) =>
      labelled(
        t(`permission.actions.${p.privilegeName}`, { defaultValue: p.privilegeName }),
        p.privilegeName,
      ),
  },
  {
    header: t('permission.catalogue.fields.moduleName'),
    cell: (p) =>
      labelled(t(`permission.modules.${p.moduleName}`, { defaultValue: p.moduleName }), p.moduleName),
  },
  { header: t('permission.catalogue.fields.sort'), cell: (p) => p.sort, align: 'right' },
  {
    header: t('permission.catalogue.fields.description'),
    cell: (p) => p.description || '—',
    sx: { color: 'text.secondary' },
  },
];

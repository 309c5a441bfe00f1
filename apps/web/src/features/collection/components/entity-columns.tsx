import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { CellNote } from '../../../shared/ui/cell-note';
import { formatDateTime } from '../../../shared/date/date-time';
import type { Column } from '../../../shared/ui/data-table';
import { EntityStatusChip } from './status-chip';

/** A shop's or virtual account's business type. */
export const businessTypeColumn = <R extends { businessType: number }>(t: TFunction): Column<R> => ({
  key: 'businessType',
  header: t('collection.fields.businessType'),
  priority: 3,
  cell: (r) => t(`collection.businessTypes.${r.businessType}`),
});

/** Whose a shop or virtual account is: a column only the operator sees (a partner sees only its own). */
export const partnerColumns = <R extends { partnerName: string }>(
  t: TFunction,
  operator: boolean,
): Column<R>[] =>
  operator ? [{ key: 'partner', header: t('collection.fields.partner'), cell: (r) => r.partnerName }] : [];

/** A shop's or virtual account's status, then when it was made (`created` names that column). */
export const statusColumns = <R extends { status: number; createdAt: string }>(
  t: TFunction,
  created: string,
): Column<R>[] => [
  {
    key: 'status',
    header: t('collection.fields.status'),
    lead: true,
    cell: (r) => <EntityStatusChip status={r.status} />,
  },
  { key: 'createdAt', header: created, priority: 3, nowrap: true, cell: (r) => formatDateTime(r.createdAt) },
];

/**
 * Which material a row is about: its number (monospace), its name (bold on the materials list), and whose it
 * is for the operator.
 */
export const materialColumn = <R extends { partnerName: string }>(
  t: TFunction,
  operator: boolean,
  material: (r: R) => { no: string; name: string },
  strongName = false,
): Column<R> => ({
  key: 'material',
  header: t('collection.fields.material'),
  cell: (r) => (
    <>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {material(r).no}
      </Typography>
      <Typography variant="body2" sx={strongName ? { fontWeight: 600 } : undefined}>
        {material(r).name}
      </Typography>
      {operator && <CellNote wrap>{r.partnerName}</CellNote>}
    </>
  ),
});

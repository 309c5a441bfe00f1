import type { TFunction } from 'i18next';
import type { Column } from '../../../shared/ui/data-table';
import { RowLink } from '../../../shared/ui/row-link';

/** A merchant list's first columns: its number, and its name as the way into its details. */
export const merchantColumns = <R extends { id: string; merchantNo: string; name: string }>(
  t: TFunction,
  onOpen: (id: string) => void,
): Column<R>[] => [
  {
    key: 'merchantNo',
    header: t('merchant.fields.merchantNo'),
    nowrap: true,
    cell: (m) => <span style={{ fontFamily: 'monospace' }}>{m.merchantNo}</span>,
  },
  {
    key: 'name',
    header: t('merchant.fields.name'),
    lead: true,
    cell: (m) => <RowLink onClick={() => onOpen(m.id)}>{m.name}</RowLink>,
  },
];

import type { TFunction } from 'i18next';
import type { Column } from '../../../shared/ui/data-table';
import { RowLink } from '../../../shared/ui/row-link';
import { MerchantStatusChip } from './merchant-status-chip';

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

/** A merchant's type (individual or company). */
export const merchantTypeColumn = <R extends { merchantType: number }>(t: TFunction): Column<R> => ({
  key: 'type',
  header: t('merchant.fields.merchantType'),
  priority: 2,
  cell: (m) => t(`merchant.types.${m.merchantType}`),
});

/** A merchant's onboarding status, the column a phone keeps. */
export const merchantStatusColumn = <R extends { status: string }>(t: TFunction): Column<R> => ({
  key: 'status',
  header: t('merchant.fields.status'),
  lead: true,
  cell: (m) => <MerchantStatusChip status={m.status} />,
});

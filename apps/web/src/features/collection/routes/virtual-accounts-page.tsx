import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VA_COUNTRIES, VA_STATUSES, type VirtualAccountRecord } from '@remit/contract/virtual-account';
import { useListQuery } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { filterBar } from '../../../shared/ui/filter-form';
import { statusFilter } from '../components/entity-filters';
import { ListPage } from '../../../shared/ui/list-page';
import { useCountryName } from '../../../shared/i18n/country-name';
import { useVirtualAccountPage, type VirtualAccountQuery } from '../api/collection-api';
import { VaApplyDialog } from '../components/va-apply-dialog';
import { VaDetailsDialog } from '../components/va-details-dialog';
import { virtualAccountListSearch } from '../lib/collection-search';
import { useIsOperator } from '../lib/use-operator';
import { RowLink } from '../../../shared/ui/row-link';
import { detailsColumn } from '../../../shared/ui/columns';
import { businessTypeColumn, partnerColumns, statusColumns } from '../components/entity-columns';
import { AddButton } from '../../../shared/ui/add-button';
import { CellNote } from '../../../shared/ui/cell-note';

type Filter = Pick<VirtualAccountQuery, 'country' | 'status' | 'alias'>;

const VaFilters = filterBar<Filter>('collection', ({ t, countryName, select }) => [
  { kind: 'text', name: 'alias', label: t('collection.fields.alias'), width: 220 },
  select('country', 200, VA_COUNTRIES, countryName),
  statusFilter(t, 'status', VA_STATUSES, 160),
]);

/** The account number a row shows: whichever identifies it in its country. */
const numberOf = (va: VirtualAccountRecord) =>
  va.details?.iban ?? va.details?.clabe ?? va.details?.accountNumber ?? '—';

/**
 * /collection/virtual-accounts (spec §3 Virtual bank account): the partner's accounts with filters in the
 * URL, the application with its review step, and each account's details; the operator sees every
 * partner's and opens or rejects applications.
 */
export const VirtualAccountsPage = () => {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const operator = useIsOperator();
  const page = useListQuery(virtualAccountListSearch, useVirtualAccountPage);
  const [applying, setApplying] = useState(false);
  const [open, setOpen] = useState<VirtualAccountRecord | null>(null);
  const addButton = (
    <AddButton subject="collection" onClick={() => setApplying(true)}>
      {t('collection.va.apply')}
    </AddButton>
  );
  const columns: Column<VirtualAccountRecord>[] = [
    {
      key: 'alias',
      header: t('collection.fields.alias'),
      lead: true,
      cell: (va) => <RowLink onClick={() => setOpen(va)}>{va.alias}</RowLink>,
    },
    ...partnerColumns<VirtualAccountRecord>(t, operator),
    { key: 'country', header: t('collection.fields.country'), cell: (va) => countryName(va.country) },
    {
      key: 'currency',
      header: t('collection.fields.currency'),
      cell: (va) =>
        va.settlementCurrency === va.currency ? (
          va.currency
        ) : (
          <>
            {va.currency}
            <CellNote>{t('collection.va.creditedIn', { currency: va.settlementCurrency })}</CellNote>
          </>
        ),
    },
    {
      key: 'number',
      header: t('collection.fields.accountNumber'),
      priority: 2,
      cell: (va) => <span style={{ fontFamily: 'monospace' }}>{numberOf(va)}</span>,
    },
    businessTypeColumn<VirtualAccountRecord>(t),
    ...statusColumns<VirtualAccountRecord>(t, t('collection.fields.createdAt')),
    detailsColumn(
      t('collection.view'),
      (va) => setOpen(va),
      (va) => t('collection.viewNamed', { name: va.alias }),
    ),
  ];
  return (
    <ListPage
      screen="screens.virtualAccounts"
      add={addButton}
      Filters={VaFilters}
      columns={columns}
      rowTestId="va-row"
      {...page}
    >
      <VaApplyDialog open={applying} onClose={() => setApplying(false)} />
      <VaDetailsDialog va={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
};

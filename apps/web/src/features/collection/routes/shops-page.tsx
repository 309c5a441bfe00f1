import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import type { ShopRecord } from '@remit/contract/shop';
import { Can } from '../../../shared/abilities/can';
import { useListQuery } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { filterBar } from '../../../shared/ui/filter-form';
import { businessTypeFilter, statusFilter } from '../components/entity-filters';
import { notifyDone } from '../../../shared/ui/notify';
import { ListPage } from '../../../shared/ui/list-page';
import { useCollectionMutation, useShopPage, type ShopQuery } from '../api/collection-api';
import { ShopDialog } from '../components/shop-dialog';
import { shopListSearch } from '../lib/collection-search';
import { useIsOperator } from '../lib/use-operator';
import { RowLink } from '../../../shared/ui/row-link';
import { actionsColumn } from '../../../shared/ui/columns';
import { businessTypeColumn, partnerColumns, statusColumns } from '../components/entity-columns';
import { AddButton } from '../../../shared/ui/add-button';
import { RowButton } from '../../../shared/ui/row-button';

type Filter = Pick<ShopQuery, 'search' | 'status' | 'businessType'>;

const ShopFilters = filterBar<Filter>('collection', ({ t }) => [
  { kind: 'text', name: 'search', label: t('collection.shop.search'), width: 240 },
  statusFilter(t, 'status', [0, 1, 2], 160),
  businessTypeFilter(t),
]);

/**
 * /collection/shops (spec §3 Shop): the partner's shops and brands; each is Initial until the operator
 * enables it, then the partner disables and enables it.
 */
export const ShopsPage = () => {
  const { t } = useTranslation();
  const operator = useIsOperator();
  const page = useListQuery(shopListSearch, useShopPage);
  const status = useCollectionMutation<ShopRecord>('shop', 'call');
  const [editing, setEditing] = useState<ShopRecord | 'new' | null>(null);
  const addButton = (
    <AddButton subject="collection" onClick={() => setEditing('new')}>
      {t('collection.shop.new')}
    </AddButton>
  );
  const setStatus = (shop: ShopRecord, next: typeof ENTITY_STATUS.ENABLED | typeof ENTITY_STATUS.DISABLED) =>
    void notifyDone(
      status.mutateAsync({ id: shop.id, status: next }),
      t(next === ENTITY_STATUS.ENABLED ? 'collection.enabledToast' : 'collection.disabledToast'),
    );
  const columns: Column<ShopRecord>[] = [
    {
      key: 'name',
      header: t('collection.fields.name'),
      lead: true,
      cell: (s) => <RowLink onClick={() => setEditing(s)}>{s.name}</RowLink>,
    },
    {
      key: 'nameType',
      header: t('collection.fields.nameType'),
      cell: (s) => t(`collection.nameTypes.${s.nameType}`),
    },
    ...partnerColumns<ShopRecord>(t, operator),
    {
      key: 'url',
      header: t('collection.fields.url'),
      priority: 2,
      cell: (s) =>
        s.url ? (
          <Link href={s.url} target="_blank" rel="noopener noreferrer">
            {s.url}
          </Link>
        ) : (
          '—'
        ),
    },
    businessTypeColumn<ShopRecord>(t),
    {
      key: 'type',
      header: t('collection.fields.type'),
      priority: 3,
      cell: (s) => t(`collection.businessTypes.${s.type}`),
    },
    ...statusColumns<ShopRecord>(t, t('collection.fields.created')),
    actionsColumn((s) => (
      <Can I="edit" a="collection">
        <RowButton onClick={() => setEditing(s)} name={t('collection.editNamed', { name: s.name })}>
          {t('collection.edit')}
        </RowButton>
        {(s.status !== ENTITY_STATUS.INITIAL || operator) && (
          <RowButton
            disabled={status.isPending}
            onClick={() =>
              setStatus(
                s,
                s.status === ENTITY_STATUS.ENABLED ? ENTITY_STATUS.DISABLED : ENTITY_STATUS.ENABLED,
              )
            }
            name={t(
              s.status === ENTITY_STATUS.ENABLED ? 'collection.disableNamed' : 'collection.enableNamed',
              { name: s.name },
            )}
          >
            {t(s.status === ENTITY_STATUS.ENABLED ? 'collection.disable' : 'collection.enable')}
          </RowButton>
        )}
      </Can>
    )),
  ];
  return (
    <ListPage
      screen="screens.shops"
      add={addButton}
      Filters={ShopFilters}
      columns={columns}
      rowTestId="shop-row"
      {...page}
    >
      {editing && (
        <ShopDialog open record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListPage>
  );
};

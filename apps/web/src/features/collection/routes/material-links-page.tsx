import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialColumn } from '../components/entity-columns';
import { RowButton } from '../../../shared/ui/row-button';
import { LINK_STATUS, type MaterialLinkRecord } from '@remit/contract/material-link';
import { Can } from '../../../shared/abilities/can';
import { formatDateTime } from '../../../shared/date/date-time';
import { useListQuery } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';
import { statusFilter } from '../components/entity-filters';
import { Money } from '../../../shared/ui/money';
import { ListPage } from '../../../shared/ui/list-page';
import { useCollection, useMaterial, useMaterialLinkPage, type MaterialLinkQuery } from '../api/material-api';
import { LinkActionDialog, type LinkAction } from '../components/link-action-dialog';
import { LinkStatusChip } from '../components/material-status-chip';
import { materialLinkListSearch } from '../lib/collection-search';
import { ACTIONS } from '../lib/row-actions';
import { useIsOperator } from '../lib/use-operator';
import { actionsColumn, moneyColumn } from '../../../shared/ui/columns';

type Filter = Pick<MaterialLinkQuery, 'status' | 'materialId' | 'collectionId'>;

/** The status filter; a material or collection from the URL (a row's "Links") shows as a removable chip. */
const LinkFilters = ({ value, onSearch }: FilterProps<Filter>) => {
  const { t } = useTranslation();
  const material = useMaterial(value.materialId).data;
  const collection = useCollection(value.collectionId).data;
  return (
    <FilterForm
      ariaLabel={t('collection.filters.label')}
      value={value}
      onSearch={onSearch}
      scope={{ materialId: value.materialId, collectionId: value.collectionId }}
      fields={[statusFilter(t, 'linkStatus', [1, 2, 3, 4], 220)]}
    >
      {value.materialId && (
        <Chip
          label={material ? `${material.materialNo} · ${material.name}` : t('collection.link.oneMaterial')}
          onDelete={() => onSearch({ ...value, materialId: undefined })}
          sx={{ alignSelf: 'center' }}
        />
      )}
      {value.collectionId && (
        <Chip
          label={collection ? collection.bankReference : t('collection.link.oneCollection')}
          onDelete={() => onSearch({ ...value, collectionId: undefined })}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </FilterForm>
  );
};

/**
 * /collection/links (spec §3 Material link): which material covers which collection, for how much. The
 * partner unlinks a link awaiting confirmation or linked; the operator confirms or rejects new ones.
 */
export const MaterialLinksPage = () => {
  const { t } = useTranslation();
  const operator = useIsOperator();
  const page = useListQuery(materialLinkListSearch, useMaterialLinkPage);
  const [acting, setActing] = useState<{ link: MaterialLinkRecord; action: LinkAction } | null>(null);
  const act = (link: MaterialLinkRecord, action: LinkAction) => (
    <RowButton
      color={action === 'confirm' ? 'success' : action === 'reject' ? 'error' : 'warning'}
      onClick={() => setActing({ link, action })}
      name={t(`collection.linkActions.${action}.named`, { id: link.id.slice(-8) })}
    >
      {t(`collection.linkActions.${action}.button`)}
    </RowButton>
  );
  const columns: Column<MaterialLinkRecord>[] = [
    {
      key: 'id',
      header: t('collection.fields.linkId'),
      nowrap: true,
      cell: (l) => (
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }} title={l.id}>
          {l.id.slice(-8)}
        </Typography>
      ),
    },
    materialColumn<MaterialLinkRecord>(t, operator, (l) => ({ no: l.materialNo, name: l.materialName })),
    {
      key: 'collection',
      header: t('collection.fields.collection'),
      cell: (l) => <span style={{ fontFamily: 'monospace' }}>{l.collectionReference}</span>,
    },
    moneyColumn(
      'amount',
      t('collection.fields.amount'),
      (l) => <Money value={l.amount} currency={l.currency} />,
      { lead: true },
    ),
    {
      key: 'status',
      header: t('collection.fields.status'),
      lead: true,
      cell: (l) => (
        <>
          <LinkStatusChip status={l.status} />
          {l.comments && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              sx={{ maxWidth: 220, mt: 0.5 }}
            >
              {l.comments}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'createdAt',
      header: t('collection.fields.created'),
      priority: 2,
      cell: (l) => formatDateTime(l.createdAt),
    },
    {
      key: 'decidedAt',
      header: t('collection.fields.decidedAt'),
      priority: 3,
      cell: (l) => formatDateTime(l.decidedAt),
    },
    actionsColumn((l) => (
      <Can I="edit" a="collection">
        <Box sx={ACTIONS}>
          {operator && l.status === LINK_STATUS.LINKING && (
            <>
              {act(l, 'confirm')}
              {act(l, 'reject')}
            </>
          )}
          {!operator &&
            (l.status === LINK_STATUS.LINKING || l.status === LINK_STATUS.LINKED) &&
            act(l, 'unlink')}
        </Box>
      </Can>
    )),
  ];
  return (
    <ListPage
      screen="screens.materialLinks"
      Filters={LinkFilters}
      columns={columns}
      rowTestId="link-row"
      {...page}
    >
      {acting && (
        <LinkActionDialog link={acting.link} action={acting.action} onClose={() => setActing(null)} />
      )}
    </ListPage>
  );
};

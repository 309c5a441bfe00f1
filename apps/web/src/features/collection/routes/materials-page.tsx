import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialColumn } from '../components/entity-columns';
import { CERTIFICATE_KINDS, MATERIAL_STATUS, type MaterialRecord } from '@remit/contract/material';
import { formatDateTime } from '../../../shared/date/date-time';
import { useListQuery } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { currencyFilter } from '../../../shared/ui/filter-fields';
import { filterBar } from '../../../shared/ui/filter-form';
import { statusFilter } from '../components/entity-filters';
import { Money } from '../../../shared/ui/money';
import { ListPage } from '../../../shared/ui/list-page';
import { openCertificate, useMaterialPage, type MaterialQuery } from '../api/material-api';
import { LinkMaterialDialog } from '../components/link-material-dialog';
import { MaterialStatusChip } from '../components/material-status-chip';
import { ReviewMaterialDialog } from '../components/review-material-dialog';
import { UploadMaterialDialog } from '../components/upload-material-dialog';
import { materialListSearch } from '../lib/collection-search';
import { minorOrNull } from '../lib/link-amount';
import { ACTIONS } from '../lib/row-actions';
import { useIsOperator } from '../lib/use-operator';
import { actionsColumn, moneyColumn } from '../../../shared/ui/columns';
import { AddButton } from '../../../shared/ui/add-button';
import { RowButton } from '../../../shared/ui/row-button';

type Filter = Pick<MaterialQuery, 'search' | 'status' | 'currency'>;

const MaterialFilters = filterBar<Filter>('collection', ({ t }) => [
  { kind: 'text', name: 'search', label: t('collection.material.search'), width: 240 },
  statusFilter(t, 'materialStatus', [1, 2, 3], 170),
  currencyFilter(t('collection.fields.currency'), 120, t('collection.filters.all')),
]);

/** The certificates a material carries, each a button that opens the file in a new tab. */
const Certificates = ({ m }: { m: MaterialRecord }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {CERTIFICATE_KINDS.filter((kind) => m[kind]).map((kind) => (
        <Button
          key={kind}
          size="small"
          startIcon={<OpenInNew fontSize="small" />}
          onClick={() => void openCertificate(m.id, kind)}
          aria-label={t('collection.material.openNamed', {
            kind: t(`collection.material.kinds.${kind}`),
            no: m.materialNo,
          })}
          sx={{ whiteSpace: 'nowrap', py: 0 }}
        >
          {t(`collection.material.kindsShort.${kind}`)}
        </Button>
      ))}
    </Box>
  );
};

const linkable = (m: MaterialRecord) =>
  m.status !== MATERIAL_STATUS.REJECTED && (minorOrNull(m.linkable, m.currency) ?? 0n) > 0n;

/**
 * /collection/materials (spec §3 Material): the trade documents behind collections, their review and how
 * much of each is linked, linking and still linkable. The partner uploads and links them; the operator
 * reviews them.
 */
export const MaterialsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const operator = useIsOperator();
  const page = useListQuery(materialListSearch, useMaterialPage);
  const [uploading, setUploading] = useState(false);
  const [linking, setLinking] = useState<MaterialRecord | null>(null);
  const [reviewing, setReviewing] = useState<MaterialRecord | null>(null);
  const uploadButton = operator ? undefined : (
    <AddButton subject="collection" onClick={() => setUploading(true)}>
      {t('collection.material.upload')}
    </AddButton>
  );
  const money = (value: (m: MaterialRecord) => string) => (m: MaterialRecord) => (
    <Money value={value(m)} currency={m.currency} code={false} />
  );
  const columns: Column<MaterialRecord>[] = [
    materialColumn<MaterialRecord>(t, operator, (m) => ({ no: m.materialNo, name: m.name }), true),
    moneyColumn(
      'amount',
      t('collection.fields.amount'),
      (m) => <Money value={m.amount} currency={m.currency} />,
      { lead: true },
    ),
    { key: 'linked', header: t('collection.fields.linked'), align: 'right', cell: money((m) => m.linked) },
    {
      key: 'linking',
      header: t('collection.fields.linking'),
      align: 'right',
      priority: 2,
      cell: money((m) => m.linking),
    },
    {
      key: 'linkable',
      header: t('collection.fields.linkable'),
      align: 'right',
      cell: money((m) => m.linkable),
    },
    {
      key: 'certificates',
      header: t('collection.fields.certificates'),
      priority: 2,
      cell: (m) => <Certificates m={m} />,
    },
    {
      key: 'status',
      header: t('collection.fields.status'),
      lead: true,
      cell: (m) => (
        <>
          <MaterialStatusChip status={m.status} />
          {m.status === MATERIAL_STATUS.REJECTED && m.reviewComments && (
            <Typography
              variant="caption"
              color="error"
              component="div"
              data-testid="review-comments"
              sx={{ maxWidth: 220, mt: 0.5 }}
            >
              {m.reviewComments}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'createdAt',
      header: t('collection.fields.created'),
      priority: 3,
      cell: (m) => formatDateTime(m.createdAt),
    },
    actionsColumn((m) => (
      <Box sx={ACTIONS}>
        {operator && m.status === MATERIAL_STATUS.UNDER_REVIEW && (
          <RowButton
            allow={{ I: 'edit', a: 'collection' }}
            onClick={() => setReviewing(m)}
            name={t('collection.review.reviewNamed', { no: m.materialNo })}
          >
            {t('collection.review.review')}
          </RowButton>
        )}
        {!operator && linkable(m) && (
          <RowButton
            allow={{ I: 'add', a: 'collection' }}
            onClick={() => setLinking(m)}
            name={t('collection.link.linkNamed', { no: m.materialNo })}
          >
            {t('collection.link.link')}
          </RowButton>
        )}
        <RowButton
          color="inherit"
          onClick={() => void navigate({ to: '/collection/links', search: { materialId: m.id } })}
          name={t('collection.link.linksNamed', { no: m.materialNo })}
        >
          {t('collection.link.links')}
        </RowButton>
      </Box>
    )),
  ];
  return (
    <ListPage
      screen="screens.materials"
      add={uploadButton}
      Filters={MaterialFilters}
      columns={columns}
      rowTestId="material-row"
      {...page}
    >
      <UploadMaterialDialog open={uploading} onClose={() => setUploading(false)} />
      {linking && <LinkMaterialDialog material={linking} onClose={() => setLinking(null)} />}
      {reviewing && <ReviewMaterialDialog material={reviewing} onClose={() => setReviewing(null)} />}
    </ListPage>
  );
};

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '../../../shared/ui/row-button';
import { DOCUMENTATION, type CollectionRecord } from '@remit/contract/collection';
import { formatRate } from '@remit/contract/rate-format';
import { VA_COUNTRY_CURRENCY } from '@remit/contract/virtual-account';
import { formatDateTime } from '../../../shared/date/date-time';
import { useListQuery } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { currencyFilter, selectFilter } from '../../../shared/ui/filter-fields';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';
import { moneyWithCode } from '../../../shared/ui/money';
import { ListPage } from '../../../shared/ui/list-page';
import { CellNote } from '../../../shared/ui/cell-note';
import { actionsColumn } from '../../../shared/ui/columns';
import { useCollectionPage, useVirtualAccountPage, type CollectionQuery } from '../api/collection-api';
import { LinkMaterialDialog } from '../components/link-material-dialog';
import { SimulateCollectionDialog } from '../components/simulate-collection-dialog';
import { collectionListSearch } from '../lib/collection-search';
import { minorOrNull } from '../lib/link-amount';
import { useCanSimulateCollection, useIsOperator } from '../lib/use-operator';

type Filter = Pick<
  CollectionQuery,
  'virtualAccountId' | 'from' | 'to' | 'minAmount' | 'maxAmount' | 'currency' | 'documentation'
>;
const CURRENCIES = [...new Set(Object.values(VA_COUNTRY_CURRENCY))];

const CollectionFilters = ({ value, onSearch, actions }: FilterProps<Filter>) => {
  const { t } = useTranslation();
  const accounts = useVirtualAccountPage({ size: 100 });
  const all = t('collection.filters.all');
  return (
    <FilterForm
      ariaLabel={t('collection.filters.label')}
      actions={actions}
      value={value}
      onSearch={onSearch}
      check={(d) => ({
        maxAmount:
          !!d.minAmount && !!d.maxAmount && Number(d.minAmount) > Number(d.maxAmount)
            ? t('validation.amountOrder')
            : undefined,
      })}
      fields={[
        {
          kind: 'select',
          name: 'virtualAccountId',
          label: t('collection.fields.virtualAccount'),
          width: 220,
          all,
          options: (accounts.data?.records ?? []).map((va) => ({
            value: va.id,
            label: `${va.alias} · ${va.currency}`,
          })),
        },
        { kind: 'period', label: t('collection.fields.arrivedAt'), custom: true },
        {
          kind: 'text',
          name: 'minAmount',
          label: t('collection.filters.minAmount'),
          width: 130,
          decimal: true,
        },
        {
          kind: 'text',
          name: 'maxAmount',
          label: t('collection.filters.maxAmount'),
          width: 130,
          decimal: true,
        },
        currencyFilter(t('collection.fields.currency'), 120, all, CURRENCIES),
        selectFilter(
          { name: 'documentation', label: t('collection.fields.documentation'), width: 190, all },
          DOCUMENTATION,
          (d) => t(`collection.documentation.${d}`),
        ),
      ]}
    />
  );
};

/**
 * How much of a collection its materials cover: the linked amount, a bar (links awaiting the operator's
 * confirmation as its lighter part) and the state; a pending link reads as pending, never "not documented".
 */
const Documented = ({ c }: { c: CollectionRecord }) => {
  const { t } = useTranslation();
  const state = t(`collection.documentation.${c.documentationState}`);
  const pending = (minorOrNull(c.linking, c.currency) ?? 0n) > 0n;
  return (
    <Box sx={{ minWidth: 120 }} data-testid="collection-documented">
      <Typography variant="body2">
        {moneyWithCode(c.linked, c.currency)} · {c.documentedPercent}%
      </Typography>
      <LinearProgress
        variant="buffer"
        value={c.documentedPercent}
        valueBuffer={Math.min(100, c.documentedPercent + c.pendingPercent)}
        aria-label={state}
        sx={{ my: 0.5, height: 4, borderRadius: 2, '& .MuiLinearProgress-dashed': { display: 'none' } }}
      />
      <Typography variant="caption" color={pending ? 'warning.main' : 'text.secondary'}>
        {state}
      </Typography>
      {pending && (
        <CellNote wrap>
          {t('collection.documentation.pendingAmount', {
            amount: moneyWithCode(c.linking, c.currency),
            percent: c.pendingPercent,
          })}
        </CellNote>
      )}
    </Box>
  );
};

/** What arrived, and what was credited when the account settles in another currency (with the rate). */
const Arrived = ({ c }: { c: CollectionRecord }) => {
  const { t } = useTranslation();
  return (
    <>
      <strong>{moneyWithCode(c.amount, c.currency)}</strong>
      {c.creditCurrency !== c.currency && (
        <Box data-testid="collection-credited">
          <CellNote>
            {t('collection.credited', { amount: moneyWithCode(c.creditAmount, c.creditCurrency) })}
          </CellNote>
          {c.rate && <CellNote>{formatRate(c.rate, c.currency, c.creditCurrency)}</CellNote>}
        </Box>
      )}
    </>
  );
};

/**
 * /collection/collections (spec §3 Collection): money that arrived on the virtual accounts, filtered by
 * account, arrival date, amount, currency and documentation; the operator simulates one in sandbox mode.
 */
export const CollectionsPage = () => {
  const { t } = useTranslation();
  const operator = useIsOperator();
  const canSimulate = useCanSimulateCollection();
  const page = useListQuery(collectionListSearch, useCollectionPage);
  const [simulating, setSimulating] = useState(false);
  const [linking, setLinking] = useState<CollectionRecord | null>(null);
  const columns: Column<CollectionRecord>[] = [
    {
      key: 'arrivedAt',
      header: t('collection.fields.arrivedAt'),
      cell: (c) => formatDateTime(c.arrivedAt),
    },
    {
      key: 'va',
      header: t('collection.fields.virtualAccount'),
      cell: (c) => (
        <>
          {c.vaAlias}
          {operator && <CellNote wrap>{c.partnerName}</CellNote>}
        </>
      ),
    },
    {
      key: 'amount',
      header: t('collection.fields.amount'),
      align: 'right',
      lead: true,
      nowrap: true,
      cell: (c) => <Arrived c={c} />,
    },
    {
      key: 'sender',
      header: t('collection.fields.sender'),
      priority: 2,
      cell: (c) => (
        <>
          {c.senderName}
          <CellNote wrap>{`${c.senderRelationship} · ${c.senderCountry}`}</CellNote>
        </>
      ),
    },
    {
      key: 'buyer',
      header: t('collection.fields.buyer'),
      priority: 3,
      cell: (c) => (
        <>
          {c.buyerName}
          <CellNote wrap>{c.buyerCountry}</CellNote>
        </>
      ),
    },
    {
      key: 'reference',
      header: t('collection.fields.bankReference'),
      priority: 3,
      cell: (c) => (
        <>
          <span style={{ fontFamily: 'monospace' }}>{c.bankReference}</span>
          <CellNote wrap>{c.tradeComments}</CellNote>
        </>
      ),
    },
    {
      key: 'documented',
      header: t('collection.fields.documented'),
      lead: true,
      cell: (c) => <Documented c={c} />,
    },
    ...(operator
      ? []
      : [
          actionsColumn<CollectionRecord>((c) =>
            (minorOrNull(c.linkable, c.currency) ?? 0n) > 0n ? (
              <RowButton
                allow={{ I: 'add', a: 'collection' }}
                onClick={() => setLinking(c)}
                name={t('collection.link.linkMaterialTo', { reference: c.bankReference })}
              >
                {t('collection.link.link')}
              </RowButton>
            ) : null,
          ),
        ]),
  ];
  const simulateButton = canSimulate ? (
    <Button variant="contained" onClick={() => setSimulating(true)}>
      {t('collection.simulate.button')}
    </Button>
  ) : undefined;
  return (
    <ListPage
      screen="screens.collections"
      actions={simulateButton}
      Filters={CollectionFilters}
      exported={{ kind: 'collections', subject: 'collection' }}
      columns={columns}
      rowTestId="collection-row"
      {...page}
    >
      <SimulateCollectionDialog open={simulating} onClose={() => setSimulating(false)} />
      {linking && <LinkMaterialDialog collection={linking} onClose={() => setLinking(null)} />}
    </ListPage>
  );
};

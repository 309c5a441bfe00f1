import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardFundingText,
  cardModelText,
  type ApplyRecord,
  type CardBalance,
  type CardRecord,
} from '@remit/contract/card';
import type { PageData } from '@remit/contract/gateway';
import { Can } from '../../../shared/abilities/can';
import { formatDate, formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';
import { DataTable, type Column, type Paging } from '../../../shared/ui/data-table';
import { MoneyText } from '../../../shared/ui/money';
import { ApplyStatusChip, CardStatusChip, MaskedPan } from './card-chips';
import { RowLink } from '../../../shared/ui/row-link';
import { detailsColumn } from '../../../shared/ui/columns';

type TableProps<R> = {
  /** The page call's query, as a list screen's (`ListPage`) takes it. */
  query: { data?: PageData<R>; isPending: boolean; isFetching: boolean };
  /** The list's place (`useListSearch`): the table's pager. */
  list: { paging: (total: number | undefined) => Paging };
  empty: { text: string; action?: ReactNode };
  label: string;
  /** Hides the merchant column (a merchant's own Cards tab). */
  hideMerchant?: boolean;
};

/** A card table over one page of its call. */
const PageTable = <R,>({
  query,
  list,
  ...props
}: TableProps<R> & Pick<Parameters<typeof DataTable<R>>[0], 'columns' | 'rowKey' | 'rowProps'>) => (
  <DataTable
    {...props}
    rows={query.data?.records}
    loading={query.isPending}
    fetching={query.isFetching}
    paging={list.paging(query.data?.total)}
  />
);

/** A card list's link columns: the masked number first, View (naming the card) last; both open `open`. */
const cardLinks = <R extends { maskedPan: string }>(
  t: TFunction,
  open: (row: R) => void,
): { pan: Column<R>; view: Column<R> } => ({
  pan: {
    key: 'pan',
    header: t('card.fields.cardNumber'),
    lead: true,
    nowrap: true,
    cell: (row) => (
      <RowLink onClick={() => open(row)}>
        <MaskedPan value={row.maskedPan} />
      </RowLink>
    ),
  },
  view: detailsColumn(t('card.list.view'), open, (row) => t('card.list.viewNamed', { pan: row.maskedPan })),
});

/** The Cards list: masked number, merchant, product, model, funding, currency, status, created. */
export const CardTable = ({
  onOpen,
  hideMerchant,
  ...props
}: TableProps<CardRecord> & { onOpen: (id: string) => void }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const links = cardLinks<CardRecord>(t, (c) => onOpen(c.id));
  const columns: Column<CardRecord>[] = [
    links.pan,
    ...(hideMerchant
      ? []
      : [
          {
            key: 'merchant',
            header: t('card.fields.merchant'),
            cell: (c: CardRecord) => c.merchantName,
          },
        ]),
    { key: 'product', header: t('card.fields.product'), priority: 2, cell: (c) => c.productName },
    { key: 'model', header: t('card.fields.model'), priority: 2, cell: (c) => text(cardModelText[c.model]) },
    { key: 'funding', header: t('card.fields.funding'), cell: (c) => text(cardFundingText[c.funding]) },
    { key: 'currency', header: t('card.fields.currencyShort'), priority: 2, cell: (c) => c.currency },
    { key: 'expiry', header: t('card.fields.expiry'), priority: 3, nowrap: true, cell: (c) => c.expiry },
    {
      key: 'status',
      header: t('card.fields.status'),
      lead: true,
      cell: (c) => <CardStatusChip status={c.status} />,
    },
    {
      key: 'createdAt',
      header: t('card.fields.createdAt'),
      priority: 3,
      nowrap: true,
      cell: (c) => formatDate(c.createdAt),
    },
    links.view,
  ];
  return (
    <PageTable
      {...props}
      columns={columns}
      rowKey={(c) => c.id}
      rowProps={() => ({ 'data-testid': 'card-row' })}
    />
  );
};

/** Apply Records: merchant, product, model, funding, currency, status (with the reason), the card once issued. */
export const ApplyTable = ({
  onOpenCard,
  onRemove,
  hideMerchant,
  ...props
}: TableProps<ApplyRecord> & {
  onOpenCard: (cardId: string) => void;
  onRemove?: (record: ApplyRecord) => void;
}) => {
  const { t } = useTranslation();
  const text = useContractText();
  const columns: Column<ApplyRecord>[] = [
    ...(hideMerchant
      ? []
      : [
          {
            key: 'merchant',
            header: t('card.fields.merchant'),
            cell: (a: ApplyRecord) => (
              <>
                {a.merchantName}
                <Typography variant="caption" color="text.secondary" component="div">
                  {a.merchantNo}
                </Typography>
              </>
            ),
          },
        ]),
    { key: 'product', header: t('card.fields.product'), cell: (a) => a.productName },
    { key: 'model', header: t('card.fields.model'), priority: 2, cell: (a) => text(cardModelText[a.model]) },
    {
      key: 'funding',
      header: t('card.fields.funding'),
      priority: 2,
      cell: (a) => text(cardFundingText[a.funding]),
    },
    { key: 'currency', header: t('card.fields.currency'), priority: 2, cell: (a) => a.currency },
    {
      key: 'status',
      header: t('card.fields.applyStatus'),
      lead: true,
      cell: (a) => (
        <>
          <ApplyStatusChip status={a.status} />
          {a.status === 'failed' && a.reason && (
            <Typography variant="caption" color="error" component="div" sx={{ mt: 0.5 }}>
              {a.reason}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'createdAt',
      header: t('card.fields.appliedAt'),
      nowrap: true,
      priority: 3,
      cell: (a) => formatDateTime(a.createdAt),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      actions: true,
      cell: (a) =>
        a.status === 'success' && a.cardId ? (
          <Button size="small" onClick={() => onOpenCard(a.cardId!)}>
            {t('card.apply.openCard')}
          </Button>
        ) : a.status === 'failed' && onRemove ? (
          <Can I="delete" a="card">
            <Button size="small" color="error" onClick={() => onRemove(a)}>
              {t('card.apply.remove')}
            </Button>
          </Can>
        ) : null,
    },
  ];
  return (
    <PageTable
      {...props}
      columns={columns}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ 'data-testid': 'apply-row', 'data-apply-id': a.id })}
    />
  );
};

/** Card Balances: each card with what it can spend (top-up: its own account; shared: the merchant's). */
export const BalanceTable = ({
  onOpen,
  ...props
}: TableProps<CardBalance> & { onOpen: (id: string) => void }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const links = cardLinks<CardBalance>(t, (b) => onOpen(b.cardId));
  const columns: Column<CardBalance>[] = [
    links.pan,
    { key: 'merchant', header: t('card.fields.merchant'), cell: (b) => b.merchantName },
    { key: 'funding', header: t('card.fields.funding'), cell: (b) => text(cardFundingText[b.funding]) },
    {
      key: 'status',
      header: t('card.fields.status'),
      priority: 2,
      cell: (b) => <CardStatusChip status={b.status} />,
    },
    {
      key: 'balance',
      header: t('card.fields.balance'),
      align: 'right',
      priority: 2,
      cell: (b) => <MoneyText value={b.balance} currency={b.currency} showCurrency />,
    },
    {
      key: 'available',
      header: t('card.fields.available'),
      align: 'right',
      lead: true,
      cell: (b) => <MoneyText value={b.available} currency={b.currency} showCurrency />,
    },
    links.view,
  ];
  return (
    <PageTable
      {...props}
      columns={columns}
      rowKey={(b) => b.cardId}
      rowProps={(b) => ({ 'data-testid': 'balance-row', 'data-card-id': b.cardId })}
    />
  );
};

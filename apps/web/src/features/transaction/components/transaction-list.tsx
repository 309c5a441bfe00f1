import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@remit/contract/gateway';
import { useAppAbility } from '../../../shared/abilities/can';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ExportButton } from '../../../shared/ui/export-button';
import { useAccountTransactionPage } from '../api/account-transaction-page';
import { useTransactionPage } from '../api/transaction-page';
import { TransactionFilters, type TransactionFilterValues } from './transaction-filters';
import { TransactionTable } from './transaction-table';
import { defined } from '../lib/defined';
import { ListPagination } from '../../../shared/ui/list-pagination';

type Size = (typeof PAGE_SIZES)[number];
/** Page and, for a step of one page, the keyset cursor the previous answer handed out. */
type Position = { page: number; cursor?: string };

/**
 * A transactions list with its filters, paging (10/25/50/100) and export. `account` is the partner's own
 * accounts (Account screen, export kind `accountTransactions`); `all` is every account of the partner
 * (Transactions screen, export kind `allTransactions`).
 */
export const TransactionList = ({
  scope,
  title,
  header,
}: {
  scope: 'account' | 'all';
  /** A card title, with the Export button beside it. */
  title?: string;
  /** Or the screen's own header, given the Export button for its actions. */
  header?: (exportButton: ReactNode) => ReactNode;
}) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  // Listing needs `index` (spec §6); a role with `view` only sees the screen without the list.
  const canList = ability.can('index', scope === 'account' ? 'account' : 'transactions');
  const [filter, setFilter] = useState<TransactionFilterValues>({});
  const [position, setPosition] = useState<Position>({ page: 1 });
  const [size, setSize] = useState<Size>(10);
  const request = { ...filter, page: position.page, size, cursor: position.cursor };
  const { accountKind: _kind, ...accountRequest } = request;
  const accountQuery = useAccountTransactionPage(accountRequest, canList && scope === 'account');
  const allQuery = useTransactionPage(request, canList && scope === 'all');
  const query = scope === 'account' ? accountQuery : allQuery;
  const data = query.data;
  const records = data?.records ?? [];
  const exportFilter = scope === 'account' ? { ...filter, accountKind: undefined } : filter;

  const goTo = (next: number) => {
    const current = data?.page ?? position.page;
    const cursor =
      next === current + 1
        ? (data?.nextCursor ?? undefined)
        : next === current - 1
          ? (data?.prevCursor ?? undefined)
          : undefined;
    setPosition({ page: next, cursor });
  };

  const exportButton = (
    <ExportButton
      kind={scope === 'account' ? 'accountTransactions' : 'allTransactions'}
      filter={defined(exportFilter)}
    />
  );

  if (!canList) return <>{header?.(null)}</>;

  return (
    <>
      {header?.(exportButton)}
      <Card data-testid={`transactions-${scope}`}>
        {title && (
          <CardHeader
            title={title}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            action={<Box sx={{ pt: 0.5, pr: 1 }}>{exportButton}</Box>}
          />
        )}
        {title && <Divider />}
        <TransactionFilters
          withAccountKind={scope === 'all'}
          actions={title || header ? undefined : exportButton}
          onSearch={(next) => {
            setFilter(next);
            setPosition({ page: 1 });
          }}
        />
        <Divider />
        {records.length === 0 ? (
          <EmptyState text={query.isPending ? t('transactions.loading') : t('transactions.empty')} />
        ) : (
          <TransactionTable
            records={records}
            showAccount={scope === 'all'}
            label={title ?? t('transactions.title')}
          />
        )}
        <ListPagination
          total={data?.total ?? 0}
          page={position.page}
          size={size}
          onPage={goTo}
          onSize={(next) => {
            setSize(next);
            setPosition({ page: 1 });
          }}
        />
      </Card>
    </>
  );
};

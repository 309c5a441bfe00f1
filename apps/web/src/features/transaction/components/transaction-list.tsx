import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../shared/abilities/can';
import { useListSearch } from '../../../shared/list/use-list-search';
import { ExportButton } from '../../../shared/ui/export-button';
import { useAccountTransactionPage } from '../api/account-transaction-page';
import { useTransactionPage } from '../api/transaction-page';
import { TransactionFilters, type TransactionFilterValues } from './transaction-filters';
import { TransactionTable } from './transaction-table';
import { accountTransactionListSearch, transactionListSearch } from '../lib/transaction-search';

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
  const list = useListSearch(scope === 'account' ? accountTransactionListSearch : transactionListSearch);
  const filter = list.filter as TransactionFilterValues;
  // A step of one page reuses the keyset cursor the previous answer handed out; any other page goes by number.
  const [cursor, setCursor] = useState<{ page: number; cursor?: string }>({ page: 1 });
  const request = {
    ...filter,
    page: list.page,
    size: list.size,
    cursor: cursor.page === list.page ? cursor.cursor : undefined,
  };
  const { accountKind: _kind, ...accountRequest } = request;
  const accountQuery = useAccountTransactionPage(accountRequest, canList && scope === 'account');
  const allQuery = useTransactionPage(request, canList && scope === 'all');
  const query = scope === 'account' ? accountQuery : allQuery;
  const data = query.data;
  const exportFilter = scope === 'account' ? { ...filter, accountKind: undefined } : filter;

  const goTo = (next: number) => {
    const current = data?.page ?? list.page;
    const step =
      next === current + 1
        ? (data?.nextCursor ?? undefined)
        : next === current - 1
          ? (data?.prevCursor ?? undefined)
          : undefined;
    setCursor({ page: next, cursor: step });
    list.setPage(next);
  };

  const exportButton = (
    <ExportButton
      kind={scope === 'account' ? 'accountTransactions' : 'allTransactions'}
      filter={exportFilter}
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
          value={filter}
          withAccountKind={scope === 'all'}
          actions={title || header ? undefined : exportButton}
          onSearch={list.setFilter}
        />
        <Divider />
        <TransactionTable
          records={data?.records}
          loading={query.isPending}
          fetching={query.isFetching}
          showAccount={scope === 'all'}
          label={title ?? t('transactions.title')}
          paging={{
            total: data?.total ?? 0,
            page: list.page,
            size: list.size,
            onPage: goTo,
            onSize: list.setSize,
          }}
        />
      </Card>
    </>
  );
};

import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import { DataTable, type Column, type Paging } from './data-table';
import { PageHeader } from './page-header';

type Props<R> = {
  title: string;
  description?: string;
  /** The header's buttons (New, Export …). */
  actions?: ReactNode;
  /** What stands between the header and the list (a sandbox panel). */
  before?: ReactNode;
  /** The list's filters (a `FilterForm`), above the table. */
  filters?: ReactNode;
  columns: Column<R>[];
  /** Each row's `data-testid`. */
  rowTestId?: string;
  /** The page call's query: its rows and total, the first load and a refetch. */
  query: { data?: { records: R[]; total: number }; isPending: boolean; isFetching: boolean };
  /** The list's place in the URL (`useListSearch`): the table's pager. */
  list: { paging: (total: number | undefined) => Paging };
  empty: { text: string; action?: ReactNode };
  /** The table's accessible name, when it is not the title. */
  label?: string;
  /** What the page opens over the list (its dialogs). */
  children?: ReactNode;
};

/**
 * A list screen (CONVENTIONS 12): the header, then in one card the filters and the table with its loading and
 * empty states and the pager, the rows (keyed by id) of the page call whose filter, page and size live in the URL.
 */
export const ListPage = <R extends { id: string }>({
  title,
  description,
  actions,
  before,
  filters,
  columns,
  rowTestId,
  query,
  list,
  empty,
  label,
  children,
}: Props<R>) => (
  <>
    <PageHeader title={title} description={description} actions={actions} />
    {before}
    <Card>
      {filters}
      {filters && <Divider />}
      <DataTable
        label={label ?? title}
        columns={columns}
        rows={query.data?.records}
        rowKey={(row) => row.id}
        rowProps={rowTestId ? () => ({ 'data-testid': rowTestId }) : undefined}
        loading={query.isPending}
        fetching={query.isFetching}
        empty={empty}
        paging={list.paging(query.data?.total)}
      />
    </Card>
    {children}
  </>
);

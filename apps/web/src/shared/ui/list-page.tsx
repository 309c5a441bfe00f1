import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type Paging } from './data-table';
import { PageHeader } from './page-header';

type Props<R> = {
  /** The screen's i18n key, holding its `title` (the header and the table's name) and `description`. */
  screen: string;
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
  /** What the empty list says (no records, unless told) and its next step. */
  empty?: { text?: string; action?: ReactNode };
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
  screen,
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
}: Props<R>) => {
  const { t } = useTranslation();
  const title = t(`${screen}.title`);
  return (
    <>
      <PageHeader title={title} description={t(`${screen}.description`)} actions={actions} />
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
          empty={{ text: empty?.text ?? t('empty.noRecords'), action: empty?.action }}
          paging={list.paging(query.data?.total)}
        />
      </Card>
      {children}
    </>
  );
};

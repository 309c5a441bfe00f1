import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import type { ComponentType, ReactNode } from 'react';
import type { Subject } from '@remit/contract/permission';
import { Can } from '../abilities/can';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type Paging } from './data-table';
import { ExportButton } from './export-button';
import type { FilterProps } from './filter-form';
import { PageHeader } from './page-header';

export type ListPageProps<R, F extends object> = {
  /** The screen's i18n key, holding its `title` (the header and the table's name) and `description`. */
  screen: string;
  /** The header's buttons (New, Export …). */
  actions?: ReactNode;
  /** The screen's one add action (New, Upload …), in place of `actions`: the header's button and the empty list's next step. */
  add?: ReactNode;
  /** What stands between the header and the list (a sandbox panel). */
  before?: ReactNode;
  /** The list's filters (a `FilterForm`), above the table, bound to the filter in the URL. */
  Filters?: ComponentType<FilterProps<F>>;
  /** The filters' Export: the list's export kind, shown to whoever may index `subject` (or to all). */
  exported?: { kind: string; subject?: Subject };
  /** Filters that take more than the list's filter (a namespace, their own buttons). */
  filters?: ReactNode;
  columns: Column<R>[];
  /** Each row's `data-testid`. */
  rowTestId?: string;
  /** The page call's query: its rows and total, the first load and a refetch. */
  query: { data?: { records: R[]; total: number }; isPending: boolean; isFetching: boolean };
  /** The list's place in the URL (`useListSearch`): the table's pager. */
  list: { filter: F; setFilter: (filter: F) => void; paging: (total: number | undefined) => Paging };
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
export const ListPage = <R extends { id: string }, F extends object>({
  screen,
  actions,
  add,
  before,
  Filters,
  exported,
  filters: given,
  columns,
  rowTestId,
  query,
  list,
  empty,
  label,
  children,
}: ListPageProps<R, F>) => {
  const { t } = useTranslation();
  const title = t(`${screen}.title`);
  const exportButton = exported && <ExportButton kind={exported.kind} filter={list.filter} />;
  const filters =
    given ??
    (Filters && (
      <Filters
        value={list.filter}
        onSearch={list.setFilter}
        actions={
          exported?.subject ? (
            <Can I="index" a={exported.subject}>
              {exportButton}
            </Can>
          ) : (
            exportButton
          )
        }
      />
    ));
  return (
    <>
      <PageHeader title={title} description={t(`${screen}.description`)} actions={add ?? actions} />
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
          empty={{ text: empty?.text ?? t('empty.noRecords'), action: empty?.action ?? add }}
          paging={list.paging(query.data?.total)}
        />
      </Card>
      {children}
    </>
  );
};

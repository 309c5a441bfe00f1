import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@remit/contract/gateway';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { useStatementPage } from '../api/statement-page';
import { StatementFilters, type StatementFilterValues } from '../components/statement-filters';
import { StatementTable } from '../components/statement-table';
import { ListPagination } from '../../../shared/ui/list-pagination';

/** Statement (`/statement`): daily and monthly statements per account and currency, as CSV or PDF. */
export const StatementPage = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StatementFilterValues>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<(typeof PAGE_SIZES)[number]>(10);
  const query = useStatementPage({ ...filter, page, size });
  const records = query.data?.records ?? [];
  return (
    <>
      <PageHeader title={t('statement.title')} description={t('statement.description')} />
      <Card>
        <StatementFilters
          onSearch={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <Divider />
        {records.length === 0 ? (
          <EmptyState text={query.isPending ? t('statement.loading') : t('statement.empty')} />
        ) : (
          <StatementTable records={records} />
        )}
        <ListPagination
          total={query.data?.total ?? 0}
          page={page}
          size={size}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      </Card>
    </>
  );
};

import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { useListSearch } from '../../../shared/list/use-list-search';
import { DataTable } from '../../../shared/ui/data-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { useStatementPage } from '../api/statement-page';
import { StatementFilters } from '../components/statement-filters';
import { useStatementColumns } from '../components/statement-table';
import { statementListSearch } from '../lib/statement-search';

/** Statement (`/statement`): daily and monthly statements per account and currency, as CSV or PDF. */
export const StatementPage = () => {
  const { t } = useTranslation();
  const list = useListSearch(statementListSearch);
  const query = useStatementPage(list.request);
  const columns = useStatementColumns();
  return (
    <>
      <PageHeader title={t('statement.title')} description={t('statement.description')} />
      <Card>
        <StatementFilters value={list.filter} onSearch={list.setFilter} />
        <Divider />
        <DataTable
          label={t('statement.title')}
          columns={columns}
          rows={query.data?.records}
          rowKey={(s) => s.id}
          rowProps={() => ({ 'data-testid': 'statement-row' })}
          loading={query.isPending}
          fetching={query.isFetching}
          empty={{ text: t('statement.empty') }}
          paging={list.paging(query.data?.total)}
        />
      </Card>
    </>
  );
};

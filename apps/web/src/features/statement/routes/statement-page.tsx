import { useTranslation } from 'react-i18next';
import { useListSearch } from '../../../shared/list/use-list-search';
import { ListPage } from '../../../shared/ui/list-page';
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
    <ListPage
      screen="statement"
      Filters={StatementFilters}
      columns={columns}
      rowTestId="statement-row"
      query={query}
      list={list}
      empty={{ text: t('statement.empty') }}
    />
  );
};

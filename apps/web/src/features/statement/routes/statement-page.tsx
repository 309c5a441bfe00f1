import { useTranslation } from 'react-i18next';
import { useListQuery } from '../../../shared/list/use-list-search';
import { ListPage } from '../../../shared/ui/list-page';
import { useStatementPage } from '../api/statement-page';
import { StatementFilters } from '../components/statement-filters';
import { useStatementColumns } from '../components/statement-table';
import { statementListSearch } from '../lib/statement-search';

/** Statement (`/statement`): daily and monthly statements per account and currency, as CSV or PDF. */
export const StatementPage = () => {
  const { t } = useTranslation();
  const page = useListQuery(statementListSearch, useStatementPage);
  const columns = useStatementColumns();
  return (
    <ListPage
      screen="statement"
      Filters={StatementFilters}
      columns={columns}
      rowTestId="statement-row"
      {...page}
      empty={{ text: t('statement.empty') }}
    />
  );
};

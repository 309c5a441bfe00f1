import { useTranslation } from 'react-i18next';
import { STATEMENT_TYPES, type StatementType } from '@remit/contract/statement';
import { currencyFilter, selectFilters } from '../../../shared/ui/filter-fields';
import { FilterForm } from '../../../shared/ui/filter-form';

export type StatementFilterValues = {
  type?: StatementType;
  currency?: string;
  dateFrom?: string;
  dateTo?: string;
};

/** Type, currency and date (spec §2 shortcuts, or from/to days), applied by Search. */
export const StatementFilters = ({
  value,
  onSearch,
}: {
  /** The filter in force (from the URL); the fields start from it. */
  value?: StatementFilterValues;
  onSearch: (filter: StatementFilterValues) => void;
}) => {
  const { t } = useTranslation();
  const all = t('statement.filters.all');
  return (
    <FilterForm
      value={value}
      onSearch={onSearch}
      fields={[
        selectFilters(t, 'statement.filters', all)('type', 200, STATEMENT_TYPES, (type) =>
          t(`statement.types.${type}`),
        ),
        currencyFilter(t('statement.filters.currency'), 140, all),
        {
          kind: 'period',
          label: t('statement.filters.date'),
          width: 200,
          custom: true,
          days: true,
          keys: ['dateFrom', 'dateTo'],
        },
      ]}
    />
  );
};

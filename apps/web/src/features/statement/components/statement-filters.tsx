import { useTranslation } from 'react-i18next';
import { STATEMENT_TYPES, type StatementType } from '@remit/contract/statement';
import { currencyFilter, selectFilters } from '../../../shared/ui/filter-fields';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';

export type StatementFilterValues = {
  type?: StatementType;
  currency?: string;
  dateFrom?: string;
  dateTo?: string;
};

/** Type, currency and date (spec §2 shortcuts, or from/to days), applied by Search. */
export const StatementFilters = (props: FilterProps<StatementFilterValues>) => {
  const { t } = useTranslation();
  const all = t('statement.filters.all');
  return (
    <FilterForm
      {...props}
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

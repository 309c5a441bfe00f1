import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, type DepositStatus } from '@remit/contract/account';
import { currencyFilter, selectFilters } from '../../../shared/ui/filter-fields';
import { FilterForm } from '../../../shared/ui/filter-form';

export type DepositFilterValues = {
  orderNo?: string;
  status?: DepositStatus;
  currency?: string;
  from?: string;
  to?: string;
};

/** Order number, status, credit currency and date (spec §2 shortcuts), applied by Search. */
export const DepositFilters = ({ onSearch }: { onSearch: (filter: DepositFilterValues) => void }) => {
  const { t } = useTranslation();
  const all = t('account.all');
  const select = selectFilters(t, 'account.deposits.columns', all);
  return (
    <FilterForm
      ariaLabel={t('account.deposits.title')}
      onSearch={onSearch}
      fields={[
        { kind: 'text', name: 'orderNo', label: t('account.deposits.columns.orderNo'), width: 200 },
        select('status', 150, DEPOSIT_STATUSES, (s) => t(`account.deposits.statuses.${s}`)),
        currencyFilter(t('account.deposits.columns.creditCurrency'), 170, all),
        { kind: 'period', label: t('account.date'), width: 180 },
      ]}
    />
  );
};

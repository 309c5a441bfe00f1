import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderPageRequest } from '@remit/contract/order';
import { currencyFilter, selectFilters } from '../../../shared/ui/filter-fields';
import { FilterForm } from '../../../shared/ui/filter-form';
import type { OrderNamespace } from '../lib/order-namespace';

export type OrderFilterValues = Partial<
  Pick<OrderPageRequest, 'status' | 'currency' | 'from' | 'to' | 'search'>
>;

/**
 * Order number (or beneficiary), status, currency and date (spec §2 shortcuts or a custom range of days),
 * applied by Search; a range that ends before it starts is marked and not searched.
 */
export const OrderFilters = ({
  ns,
  value,
  onSearch,
}: {
  ns: OrderNamespace;
  /** The filter in force (from the URL); the fields start from it. */
  value?: OrderFilterValues;
  onSearch: (filter: OrderFilterValues) => void;
}) => {
  const { t } = useTranslation();
  const all = t(`${ns}.filters.all`);
  return (
    <FilterForm
      value={value}
      onSearch={onSearch}
      fields={[
        { kind: 'text', name: 'search', label: t(`${ns}.filters.search`), width: 220 },
        selectFilters(t, `${ns}.filters`, all)('status', 200, ORDER_STATUSES, (s) => t(`${ns}.status.${s}`), {
          number: true,
        }),
        currencyFilter(t(`${ns}.filters.currency`), 140, all),
        { kind: 'period', custom: true },
      ]}
    />
  );
};

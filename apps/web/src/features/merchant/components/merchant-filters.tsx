import { useTranslation } from 'react-i18next';
import { MERCHANT_STATUSES, MERCHANT_TYPES, merchantStatusText } from '@remit/contract/merchant';
import { useContractText } from '../../../shared/i18n/contract-text';
import { createdFilter, selectFilter } from '../../../shared/ui/filter-fields';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';
import type { MerchantQuery } from '../api/merchant-page';

export type MerchantFilterValues = Pick<
  MerchantQuery,
  'search' | 'merchantType' | 'status' | 'createdFrom' | 'createdTo'
>;

/** Name, email or number; merchant type; onboarding status; created date (spec §2 shortcuts or days). */
export const MerchantFilters = ({ value, onSearch, actions }: FilterProps<MerchantFilterValues>) => {
  const { t } = useTranslation();
  const text = useContractText();
  const all = t('merchant.filters.all');
  return (
    <FilterForm
      ariaLabel={t('merchant.filters.label')}
      actions={actions}
      value={value}
      onSearch={onSearch}
      fields={[
        { kind: 'text', name: 'search', label: t('merchant.filters.search'), width: 240 },
        selectFilter(
          { name: 'merchantType', label: t('merchant.fields.merchantType'), width: 160, all, number: true },
          MERCHANT_TYPES,
          (type) => t(`merchant.types.${type}`),
        ),
        selectFilter(
          { name: 'status', label: t('merchant.fields.status'), width: 180, all },
          MERCHANT_STATUSES,
          (s) => text(merchantStatusText[s]),
        ),
        createdFilter(t('merchant.filters.created')),
      ]}
    />
  );
};

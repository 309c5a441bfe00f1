import { MERCHANT_STATUSES, MERCHANT_TYPES, merchantStatusText } from '@remit/contract/merchant';
import { createdFilter } from '../../../shared/ui/filter-fields';
import { filterBar } from '../../../shared/ui/filter-form';
import type { MerchantQuery } from '../api/merchant-page';

export type MerchantFilterValues = Pick<
  MerchantQuery,
  'search' | 'merchantType' | 'status' | 'createdFrom' | 'createdTo'
>;

/** Name, email or number; merchant type; onboarding status; created date (spec §2 shortcuts or days). */
export const MerchantFilters = filterBar<MerchantFilterValues>('merchant', ({ t, text, select }) => [
  { kind: 'text', name: 'search', label: t('merchant.filters.search'), width: 240 },
  select('merchantType', 160, MERCHANT_TYPES, (type) => t(`merchant.types.${type}`), { number: true }),
  select('status', 180, MERCHANT_STATUSES, (s) => text(merchantStatusText[s])),
  createdFilter(t('merchant.filters.created')),
]);

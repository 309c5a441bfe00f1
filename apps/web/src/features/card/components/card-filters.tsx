import {
  APPLY_STATUSES,
  CARD_FUNDINGS,
  CARD_MODELS,
  CARD_STATUSES,
  applyStatusText,
  cardFundingText,
  cardModelText,
  cardStatusText,
} from '@remit/contract/card';
import { createdFilter } from '../../../shared/ui/filter-fields';
import { filterBar } from '../../../shared/ui/filter-form';
import type { ApplyQuery, CardQuery } from '../api/card-page';

export type CardFilterValues = Pick<
  CardQuery,
  'search' | 'status' | 'model' | 'funding' | 'createdFrom' | 'createdTo'
>;

/** Last 4, cardholder or merchant; status; model; funding; created date (spec §2 shortcuts or days). */
export const CardFilters = filterBar<CardFilterValues>('card', ({ t, text, select }) => [
  { kind: 'text', name: 'search', label: t('card.filters.search'), width: 240 },
  select('status', 170, CARD_STATUSES, (s) => text(cardStatusText[s])),
  select('model', 170, CARD_MODELS, (m) => text(cardModelText[m])),
  select('funding', 170, CARD_FUNDINGS, (f) => text(cardFundingText[f])),
  createdFilter(t('card.filters.created')),
]);

export type ApplyFilterValues = Pick<ApplyQuery, 'search' | 'applyStatus' | 'createdFrom' | 'createdTo'>;

/** Merchant; apply status; created date. */
export const ApplyFilters = filterBar<ApplyFilterValues>(
  'card',
  ({ t, text, select }) => [
    { kind: 'text', name: 'search', label: t('card.filters.applySearch'), width: 240 },
    select('applyStatus', 170, APPLY_STATUSES, (s) => text(applyStatusText[s])),
    createdFilter(t('card.filters.created')),
  ],
  { label: 'card.filters.applyLabel' },
);

/** Funding only (the balances screen). */
export const FundingFilter = filterBar<Pick<CardQuery, 'funding'>>(
  'card',
  ({ text, select }) => [select('funding', 200, CARD_FUNDINGS, (f) => text(cardFundingText[f]))],
  { label: 'card.filters.balanceLabel' },
);

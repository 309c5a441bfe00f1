import { useTranslation } from 'react-i18next';
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
import { useContractText } from '../../../shared/i18n/contract-text';
import { createdFilter, selectFilter } from '../../../shared/ui/filter-fields';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';
import type { ApplyQuery, CardQuery } from '../api/card-page';

export type CardFilterValues = Pick<
  CardQuery,
  'search' | 'status' | 'model' | 'funding' | 'createdFrom' | 'createdTo'
>;

/** Last 4, cardholder or merchant; status; model; funding; created date (spec §2 shortcuts or days). */
export const CardFilters = ({ value, onSearch, actions }: FilterProps<CardFilterValues>) => {
  const { t } = useTranslation();
  const text = useContractText();
  const all = t('card.filters.all');
  return (
    <FilterForm
      ariaLabel={t('card.filters.label')}
      actions={actions}
      value={value}
      onSearch={onSearch}
      fields={[
        { kind: 'text', name: 'search', label: t('card.filters.search'), width: 240 },
        selectFilter(
          { name: 'status', label: t('card.fields.status'), width: 170, all },
          CARD_STATUSES,
          (s) => text(cardStatusText[s]),
        ),
        selectFilter({ name: 'model', label: t('card.fields.model'), width: 170, all }, CARD_MODELS, (s) =>
          text(cardModelText[s]),
        ),
        selectFilter(
          { name: 'funding', label: t('card.fields.funding'), width: 170, all },
          CARD_FUNDINGS,
          (s) => text(cardFundingText[s]),
        ),
        createdFilter(t('card.filters.created')),
      ]}
    />
  );
};

export type ApplyFilterValues = Pick<ApplyQuery, 'search' | 'applyStatus' | 'createdFrom' | 'createdTo'>;

/** Merchant; apply status; created date. */
export const ApplyFilters = ({ value, onSearch, actions }: FilterProps<ApplyFilterValues>) => {
  const { t } = useTranslation();
  const text = useContractText();
  return (
    <FilterForm
      ariaLabel={t('card.filters.applyLabel')}
      actions={actions}
      value={value}
      onSearch={onSearch}
      fields={[
        { kind: 'text', name: 'search', label: t('card.filters.applySearch'), width: 240 },
        selectFilter(
          {
            name: 'applyStatus',
            label: t('card.fields.applyStatus'),
            width: 170,
            all: t('card.filters.all'),
          },
          APPLY_STATUSES,
          (s) => text(applyStatusText[s]),
        ),
        createdFilter(t('card.filters.created')),
      ]}
    />
  );
};

/** Funding only (the balances screen). */
export const FundingFilter = ({ value, onSearch }: FilterProps<Pick<CardQuery, 'funding'>>) => {
  const { t } = useTranslation();
  const text = useContractText();
  return (
    <FilterForm
      ariaLabel={t('card.filters.balanceLabel')}
      value={value}
      onSearch={onSearch}
      fields={[
        selectFilter(
          { name: 'funding', label: t('card.fields.funding'), width: 200, all: t('card.filters.all') },
          CARD_FUNDINGS,
          (f) => text(cardFundingText[f]),
        ),
      ]}
    />
  );
};

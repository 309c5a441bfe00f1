import { useTranslation } from 'react-i18next';
import {
  AUTH_RECORD_TYPES,
  AUTH_STATUSES,
  SETTLE_STATUSES,
  authRecordTypeText,
  authStatusText,
  settleStatusText,
} from '@remit/contract/card-authorization';
import { useContractText } from '../../../shared/i18n/contract-text';
import { createdFilter, selectFilter } from '../../../shared/ui/filter-fields';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';
import type { AuthorizationQuery } from '../api/card-authorization-page';

export type AuthorizationFilterValues = Pick<
  AuthorizationQuery,
  'search' | 'cardId' | 'recordType' | 'authStatus' | 'settleStatus' | 'createdFrom' | 'createdTo'
>;

/**
 * Record number, auth code, acceptor or last 4; record type; auth and settle status; created date (spec §2
 * shortcuts or days). A card the list is opened on (`cardId`) stays through Search.
 */
export const AuthorizationFilters = ({
  value,
  onSearch,
  actions,
}: FilterProps<AuthorizationFilterValues>) => {
  const { t } = useTranslation();
  const text = useContractText();
  const all = t('cardAuthorization.filters.all');
  return (
    <FilterForm
      ariaLabel={t('cardAuthorization.filters.label')}
      actions={actions}
      value={value}
      onSearch={onSearch}
      scope={{ cardId: value.cardId }}
      fields={[
        { kind: 'text', name: 'search', label: t('cardAuthorization.filters.search'), width: 240 },
        selectFilter(
          { name: 'recordType', label: t('cardAuthorization.fields.recordType'), width: 190, all },
          AUTH_RECORD_TYPES,
          (o) => text(authRecordTypeText[o]),
        ),
        selectFilter(
          { name: 'authStatus', label: t('cardAuthorization.fields.authStatus'), width: 210, all },
          AUTH_STATUSES,
          (o) => text(authStatusText[o]),
        ),
        selectFilter(
          { name: 'settleStatus', label: t('cardAuthorization.fields.settleStatus'), width: 180, all },
          SETTLE_STATUSES,
          (o) => text(settleStatusText[o]),
        ),
        createdFilter(t('cardAuthorization.filters.created')),
      ]}
    />
  );
};

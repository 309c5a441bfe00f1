import {
  AUTH_RECORD_TYPES,
  AUTH_STATUSES,
  SETTLE_STATUSES,
  authRecordTypeText,
  authStatusText,
  settleStatusText,
} from '@remit/contract/card-authorization';
import { createdFilter } from '../../../shared/ui/filter-fields';
import { filterBar } from '../../../shared/ui/filter-form';
import type { AuthorizationQuery } from '../api/card-authorization-page';

export type AuthorizationFilterValues = Pick<
  AuthorizationQuery,
  'search' | 'cardId' | 'recordType' | 'authStatus' | 'settleStatus' | 'createdFrom' | 'createdTo'
>;

/**
 * Record number, auth code, acceptor or last 4; record type; auth and settle status; created date (spec §2
 * shortcuts or days). A card the list is opened on (`cardId`) stays through Search.
 */
export const AuthorizationFilters = filterBar<AuthorizationFilterValues>(
  'cardAuthorization',
  ({ t, text, select }) => [
    { kind: 'text', name: 'search', label: t('cardAuthorization.filters.search'), width: 240 },
    select('recordType', 190, AUTH_RECORD_TYPES, (o) => text(authRecordTypeText[o])),
    select('authStatus', 210, AUTH_STATUSES, (o) => text(authStatusText[o])),
    select('settleStatus', 180, SETTLE_STATUSES, (o) => text(settleStatusText[o])),
    createdFilter(t('cardAuthorization.filters.created')),
  ],
  { scope: (value) => ({ cardId: value.cardId }) },
);

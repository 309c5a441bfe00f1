import type {
  WithdrawalAccountCreateRequest,
  WithdrawalAccountPageRequest,
  WithdrawalAccountRecord,
  ENTITY_STATUS,
} from '@remit/contract/beneficiary';
import { withdrawalKeys } from './withdrawal-keys';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

/** The statuses a user can switch an entity between. */
type EntityToggle = (typeof ENTITY_STATUS)['ENABLED' | 'DISABLED'];

export type WithdrawalAccountQuery = PageQuery<WithdrawalAccountPageRequest>;

export const useWithdrawalAccounts = (request: WithdrawalAccountQuery) =>
  usePageQuery<WithdrawalAccountRecord>('withdrawal-account', withdrawalKeys.accounts(request), request);

type Save = Omit<WithdrawalAccountCreateRequest, 'dtoName' | 'language'> & { id?: string };

export const useSaveWithdrawalAccount = () =>
  useRefreshingMutation(withdrawalKeys.all, ({ id, ...body }: Save) =>
    gatewayData<WithdrawalAccountRecord>(
      'withdrawal-account',
      id ? 'update' : 'create',
      id ? { id, ...body } : body,
      // The dialog shows a refusal under its field, or as a toast when no field is named.
      { notify: false },
    ),
  );

export const useSetWithdrawalAccountStatus = () =>
  useRefreshingMutation(withdrawalKeys.all, (body: { id: string; status: EntityToggle }) =>
    gatewayData<WithdrawalAccountRecord>('withdrawal-account', 'call', body),
  );

import { useQuery } from '@tanstack/react-query';
import type { AccountBalance } from '@remit/contract/account';
import { accountKeys } from './account-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** Balances per configured currency: available, ledger and on hold. */
export const useAccountBalances = () =>
  useQuery(gatewayQueryOptions<AccountBalance[]>(accountKeys.balances(), 'account', 'list'));

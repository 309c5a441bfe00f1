import { useQuery } from '@tanstack/react-query';
import type { ApprovalOrderType } from '@remit/contract/approval';
import type { OrderDetail } from '@remit/contract/order';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** An order of a kind that waits on approval, with its status history; nothing is asked while none is open. */
export const useOrderDetail = (ns: ApprovalOrderType, queryKey: readonly unknown[], id: string | null) =>
  useQuery({ ...gatewayQueryOptions<OrderDetail>(queryKey, `${ns}-order`, 'get', { id }), enabled: !!id });

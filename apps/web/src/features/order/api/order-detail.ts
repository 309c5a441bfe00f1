import { useQuery } from '@tanstack/react-query';
import type { ApprovalOrderType } from '@remit/contract/approval';
import type { OrderDetail } from '@remit/contract/order';
import { gatewayData } from '../../../shared/http/gateway';

/** An order of a kind that waits on approval, with its status history; nothing is asked while none is open. */
export const useOrderDetail = (ns: ApprovalOrderType, queryKey: readonly unknown[], id: string | null) =>
  useQuery({
    queryKey,
    queryFn: ({ signal }) => gatewayData<OrderDetail>(`${ns}-order`, 'get', { id }, { signal }),
    enabled: !!id,
  });

import { useQuery } from '@tanstack/react-query';
import type { ApprovalOrderType } from '@remit/contract/approval';
import { gatewayPath } from '@remit/contract/gateway';
import type { OrderDetail } from '@remit/contract/order';
import { apiData } from '../../../shared/http/client';

/** An order of a kind that waits on approval, with its status history; nothing is asked while none is open. */
export const useOrderDetail = (ns: ApprovalOrderType, queryKey: readonly unknown[], id: string | null) =>
  useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiData<OrderDetail>(gatewayPath(`${ns}-order`, 'get'), { method: 'POST', body: { id }, signal }),
    enabled: !!id,
  });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import { IDEMPOTENCY_HEADER, type OrderRecord } from '@remit/contract/order';
import type { ApprovalOrderType } from '@remit/contract/approval';
import { apiData } from '../../../shared/http/client';

type Rule = { orderType: string; currency: string; threshold: string };

/**
 * Maker-checker calls, shared by the withdrawal and exchange features: the partner's thresholds
 * and the approver's decision. `root` is the calling feature's query-key root, refreshed after a change.
 */
export const useApprovalRules = (orderType: ApprovalOrderType, root: readonly string[]) =>
  useQuery({
    queryKey: [...root, 'approval-rules'],
    queryFn: ({ signal }) =>
      apiData<Rule[]>(gatewayPath('order-approval', 'list'), { method: 'POST', body: {}, signal }),
    select: (rules) => rules.filter((r) => r.orderType === orderType),
  });

/** Sets (or, with `threshold: null`, removes) the threshold of an order type in a currency. */
export const useSetApprovalRule = (orderType: ApprovalOrderType, root: readonly string[]) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currency: string; threshold: string | null }) =>
      apiData<Rule[]>(gatewayPath('order-approval', 'update'), {
        method: 'POST',
        body: { orderType, ...body },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
  });
};

/** Approve or reject under one key per click, so a double click or a retry decides once. */
export const useApprovalDecision = (orderType: ApprovalOrderType, root: readonly string[]) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: { id: string; decision: 'approve' | 'reject'; key: string }) =>
      apiData<OrderRecord>(gatewayPath(`${orderType}-approval`, 'call'), {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
  });
};

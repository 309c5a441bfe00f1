import { useQuery } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type OrderRecord } from '@remit/contract/order';
import type { ApprovalOrderType } from '@remit/contract/approval';
import { gatewayData } from '../../../shared/http/gateway';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

type Rule = { orderType: string; currency: string; threshold: string };

/**
 * Maker-checker calls, shared by the withdrawal and exchange features: the partner's thresholds
 * and the approver's decision. `root` is the calling feature's query-key root, refreshed after a change.
 */
export const useApprovalRules = (orderType: ApprovalOrderType, root: readonly string[]) =>
  useQuery({
    ...gatewayQueryOptions<Rule[]>([...root, 'approval-rules'], 'order-approval', 'list'),
    select: (rules) => rules.filter((r) => r.orderType === orderType),
  });

/** Sets (or, with `threshold: null`, removes) the threshold of an order type in a currency. */
export const useSetApprovalRule = (orderType: ApprovalOrderType, root: readonly string[]) =>
  useRefreshingMutation(root, (body: { currency: string; threshold: string | null }) =>
    gatewayData<Rule[]>('order-approval', 'update', { orderType, ...body }),
  );

/** Approve or reject under one key per click, so a double click or a retry decides once. */
export const useApprovalDecision = (orderType: ApprovalOrderType, root: readonly string[]) =>
  useRefreshingMutation(
    root,
    ({ key, ...body }: { id: string; decision: 'approve' | 'reject'; key: string }) =>
      gatewayData<OrderRecord>(`${orderType}-approval`, 'call', body, {
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
  );

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway';
import { apiData } from '../../../shared/http/client';
import { withdrawalKeys } from './withdrawal-keys';

type Rule = { orderType: string; currency: string; threshold: string };

export const useApprovalRules = () =>
  useQuery({
    queryKey: [...withdrawalKeys.all, 'approval-rules'],
    queryFn: ({ signal }) =>
      apiData<Rule[]>(gatewayPath('order-approval', 'list'), { method: 'POST', body: {}, signal }),
  });

/** Sets (or, with `threshold: null`, removes) the maker-checker threshold of a currency. */
export const useSetApprovalRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currency: string; threshold: string | null }) =>
      apiData<Rule[]>(gatewayPath('order-approval', 'update'), {
        method: 'POST',
        body: { orderType: 'withdrawal', ...body },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};

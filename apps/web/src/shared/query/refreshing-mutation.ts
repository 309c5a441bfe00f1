import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change that refreshes what it touched: `mutationFn`, then every query under `queryKey` is fetched again
 * (the mutation settles once they are).
 */
export const useRefreshingMutation = <V, T>(queryKey: QueryKey, mutationFn: (variables: V) => Promise<T>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey }) });
};

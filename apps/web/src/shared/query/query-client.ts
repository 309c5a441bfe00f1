import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './loaded-query-client';

/**
 * Spec §7: the client never retries a POST, and every call of this API is a POST, so queries do not
 * retry either (GET retries live in the HTTP client). Data changes only when the user acts.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
registerQueryClient(queryClient);

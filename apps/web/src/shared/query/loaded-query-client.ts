import type { QueryClient } from '@tanstack/react-query';

let loaded: QueryClient | undefined;

/**
 * The query client once a screen that queries has loaded it (the sign-in page never does, so the first load
 * does not carry the query library). Code that only clears or refreshes the cache asks here: with no client
 * loaded there is nothing to clear.
 */
export const loadedQueryClient = (): QueryClient | undefined => loaded;

export const registerQueryClient = (client: QueryClient) => {
  loaded = client;
};

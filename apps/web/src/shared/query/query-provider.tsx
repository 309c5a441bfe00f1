import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The one query client for what is inside: each part of the app that queries (the signed-in layouts, the
 * public pages that send a form, the session hosts) wraps itself in it, so the sign-in page, which sends
 * its one request without the cache, loads no query code.
 */
export const QueryProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

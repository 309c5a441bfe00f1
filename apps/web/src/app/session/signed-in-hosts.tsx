import { QueryProvider } from '../../shared/query/query-provider';
import { ChangePasswordHost } from './change-password-host';
import { SessionSync } from './session-sync';
import { TwoFactorHost } from './two-factor-host';

/** What keeps a signed-in session honest over every page: loaded once a session exists. */
export const SignedInHosts = () => (
  <QueryProvider>
    <SessionSync />
    <ChangePasswordHost />
    <TwoFactorHost />
  </QueryProvider>
);

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { writeSession } from '../../shared/session/session-store';
import { closeTwoFactor, useTwoFactorRequested } from '../../shared/session/two-factor-request';
import { useSession } from '../../shared/session/use-session';
import { signOut } from './sign-out';

// Loaded when first shown: the sign-in page does not carry it.
const TwoFactorEnrolDialog = lazy(() =>
  import('../../features/auth/components/two-factor-enrol-dialog').then((m) => ({
    default: m.TwoFactorEnrolDialog,
  })),
);

/**
 * Over any page while the partner requires a second factor this user has not set up (forced), or when the
 * user asks for it from the user menu. A forced password change comes first.
 */
export const TwoFactorHost = () => {
  const { token, isEasyPassword, mustEnrolTwoFactor } = useSession();
  const requested = useTwoFactorRequested();
  const queryClient = useQueryClient();
  const forced = !!token && !isEasyPassword && mustEnrolTwoFactor;
  const open = forced || (!!token && !isEasyPassword && requested);
  if (!open) return null;

  return (
    <Suspense fallback={null}>
      <TwoFactorEnrolDialog
        open
        forced={forced}
        onClose={() => (forced ? void signOut() : closeTwoFactor())}
        onDone={() => {
          closeTwoFactor();
          if (forced) {
            writeSession({ mustEnrolTwoFactor: false });
            // What the held session was refused can be asked for again now.
            void queryClient.invalidateQueries();
          }
        }}
      />
    </Suspense>
  );
};

import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import {
  closeChangePassword,
  useChangePasswordRequested,
} from '../../shared/session/change-password-request';
import { clearSession } from '../../shared/session/end-session';
import { useSession } from '../../shared/session/use-session';
import { signOut } from './sign-out';

// The dialog and its form library load the first time it opens: most page loads never show it.
const ChangePasswordDialog = lazy(() =>
  import('../../features/auth/components/change-password-dialog').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);

/**
 * Spec §2: over any page while a token exists and the easy-password flag is set (forced), or when
 * the user asks for it from the user menu or settings.
 */
export const ChangePasswordHost = () => {
  const { token, isEasyPassword } = useSession();
  const requested = useChangePasswordRequested();
  const navigate = useNavigate();
  const forced = !!token && isEasyPassword;
  const open = forced || (!!token && requested);
  // Once opened it stays mounted, so it can fade out when closed.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;

  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog
        open={open}
        forced={forced}
        onClose={() => (forced ? void signOut() : closeChangePassword())}
        onDone={() => {
          // Spec §4: token cleared, form reset, then the site root, which leads to login.
          closeChangePassword();
          clearSession();
          void navigate({ to: '/', replace: true });
        }}
      />
    </Suspense>
  );
};

import { useNavigate } from '@tanstack/react-router';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import {
  closeChangePassword,
  useChangePasswordRequested,
} from '../../shared/session/change-password-request';
import { clearSession } from '../../shared/session/end-session';
import { useSession } from '../../shared/session/use-session';
import { signOut } from './sign-out';

/**
 * Spec §2: over any page while a token exists and the easy-password flag is set (forced), or when
 * the user asks for it from the user menu or settings.
 */
export const ChangePasswordHost = () => {
  const { token, isEasyPassword } = useSession();
  const requested = useChangePasswordRequested();
  const navigate = useNavigate();
  const forced = !!token && isEasyPassword;

  return (
    <ChangePasswordDialog
      open={forced || (!!token && requested)}
      forced={forced}
      onClose={() => (forced ? void signOut() : closeChangePassword())}
      onChanged={() => {
        // Spec §4: token cleared, form reset, then the site root, which leads to login.
        closeChangePassword();
        clearSession();
        void navigate({ to: '/', replace: true });
      }}
    />
  );
};

import { logout } from '../../features/auth/api/logout';
import { loadLoginPage } from '../../shared/navigation/full-page';
import { clearSession } from '../../shared/session/end-session';

/** Spec §4 logout: revoke on the server, forget the session here, full page load of login. */
export const signOut = async () => {
  await logout();
  clearSession();
  loadLoginPage();
};

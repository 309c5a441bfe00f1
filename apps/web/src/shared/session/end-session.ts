import { clearAbilityRules } from '../abilities/ability-rules';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '../config/app';
import { loadLoginPage } from '../navigation/full-page';
import { loadedQueryClient } from '../query/loaded-query-client';
import { notifyError } from '../ui/notify';
import { clearSessionStorage } from './session-store';

/** Spec §4: forget everything the signed-in user left in this browser. */
export const clearSession = () => {
  clearSessionStorage();
  clearAbilityRules();
  loadedQueryClient()?.clear();
};

let ending = false;

/**
 * Spec §8: a 401 on an authenticated call shows the message, then, after the toast has been
 * readable for a moment, clears the session and loads the login page. Several calls failing at once
 * end the session once.
 */
export const endSessionAfterUnauthorized = (message: string) => {
  if (ending) return;
  ending = true;
  notifyError(message);
  window.setTimeout(() => {
    clearSession();
    loadLoginPage();
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
};

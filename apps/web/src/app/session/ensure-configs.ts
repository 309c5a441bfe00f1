import { fetchConfigs } from '../../features/config/api/get-configs';
import { cachedConfigs } from '../../shared/config/stored-configs';
import { getSession } from '../../shared/session/session-store';

let configsInFlight = false;

/** Spec §7: the global configuration, once per browser: fetched when a session starts and on a route change. */
export const ensureConfigs = () => {
  if (configsInFlight || cachedConfigs()) return;
  configsInFlight = true;
  void fetchConfigs(getSession().userInfo?.id)
    .catch(() => undefined)
    .finally(() => {
      configsInFlight = false;
    });
};

import { useCachedConfigs } from '../../../shared/config/stored-configs';

/**
 * Sandbox controls show only when the server says it runs against sandbox adapters (global configs); the
 * screen renders again when the configuration arrives.
 */
export const useSandbox = () => useCachedConfigs()?.sandbox ?? false;

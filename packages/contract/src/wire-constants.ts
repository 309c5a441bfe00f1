/**
 * Wire constants with no schema behind them, in a module that does not load zod: the web's first load
 * (the HTTP client, the configuration call) needs these and nothing else of the contract.
 */

/** Spec §9: the success code is the string "10000". */
export const SUCCESS_CODE = '10000';

/** Path chosen for the configuration call, in the gateway form of DESIGN §4. */
export const CONFIGS_PATH = '/api/portal/cms/config/get';

/**
 * The pages the server answers with the sign-in build (`signin.html`, the web app on Preact) on a first load;
 * the sign-in build shows only these and loads the app for any other.
 */
export const SIGN_IN_BUILD_PAGES = ['/login', '/forget-password'] as const;

/** Spec §6: the cookie holding a signed-in browser's permission rules (not prefixed like the setting cookies). */
export const ABILITY_RULES_COOKIE = 'userAbilityRules';

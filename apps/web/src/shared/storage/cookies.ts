import { ABILITY_RULES_COOKIE } from '@remit/contract/wire-constants';
import Cookies from 'js-cookie';
import { COOKIE_DAYS, PROJECT_SIGN } from '../config/app';

/** Setting cookies are named with the app prefix (spec §2 Layouts), e.g. `remittance-theme`. */
export const settingCookie = (name: string) => `${PROJECT_SIGN}-${name}`;

export const cookieNames = {
  language: settingCookie('language'),
  theme: settingCookie('theme'),
  timezone: settingCookie('timezone'),
  navCollapsed: settingCookie('nav-collapsed'),
  /** Spec §6: the ability rules cookie is not prefixed. */
  abilityRules: ABILITY_RULES_COOKIE,
} as const;

const options = { expires: COOKIE_DAYS, path: '/', sameSite: 'lax' } as const;

export const readCookie = (name: string): string | undefined => Cookies.get(name);
export const writeCookie = (name: string, value: string) => Cookies.set(name, value, options);
export const removeCookie = (name: string) => Cookies.remove(name, { path: '/' });

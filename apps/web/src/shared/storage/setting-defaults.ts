import { DEFAULT_TIMEZONE } from '../config/app';
import { cookieNames, readCookie, writeCookie } from './cookies';

/** Spec §3, §9: the timezone cookie defaults to Etc/UTC. */
export const ensureSettingCookies = () => {
  if (!readCookie(cookieNames.timezone)) writeCookie(cookieNames.timezone, DEFAULT_TIMEZONE);
};

import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_TIMEZONE } from '../config/app';
import { cookieNames, readCookie } from '../storage/cookies';
import { readText, storageKeys } from '../storage/local';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §9: every time is shown as `YYYY-MM-DD HH:mm:ss`, every day as `YYYY-MM-DD`. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

const known = (zone: string | null | undefined): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The user's timezone setting (the session's, else the setting cookie), Etc/UTC as the spec stores it. */
export const userTimezone = (): string => {
  const zone = readText(storageKeys.timezone) ?? readCookie(cookieNames.timezone);
  return known(zone) ? zone : DEFAULT_TIMEZONE;
};

/** An instant in the user's timezone. */
export const inUserZone = (value: ConfigType): Dayjs => dayjs(value).tz(userTimezone());

/** An instant as the user reads it: `YYYY-MM-DD HH:mm:ss` in their timezone; empty in, dash out. */
export const formatDateTime = (value: ConfigType | null | undefined, empty = '—'): string => {
  if (value === null || value === undefined || value === '') return empty;
  const day = dayjs(value);
  return day.isValid() ? day.tz(userTimezone()).format(DATE_TIME_FORMAT) : empty;
};

/** An instant's day in the user's timezone, `YYYY-MM-DD`. */
export const formatDate = (value: ConfigType | null | undefined, empty = '—'): string => {
  if (value === null || value === undefined || value === '') return empty;
  const day = dayjs(value);
  return day.isValid() ? day.tz(userTimezone()).format(DATE_FORMAT) : empty;
};

/** The time of day of an instant in the user's timezone, `HH:mm:ss`. */
export const formatTime = (value: ConfigType): string => inUserZone(value).format('HH:mm:ss');

import { PROJECT_SIGN } from '../config/app';

/** Spec §3: local storage keys are prefixed with the project sign "remittance". */
export const storageKeys = {
  token: `${PROJECT_SIGN}Token`,
  userInfo: `${PROJECT_SIGN}UserInfo`,
  timezone: `${PROJECT_SIGN}Timezone`,
  tokenCard: `${PROJECT_SIGN}TokenCard`,
  filterValues: `${PROJECT_SIGN}FilterValues`,
  datasource: `${PROJECT_SIGN}Datasource`,
  isEasyPassword: `${PROJECT_SIGN}IsEasyPassword`,
  mustEnrolTwoFactor: `${PROJECT_SIGN}MustEnrolTwoFactor`,
  queryCard: `${PROJECT_SIGN}QueryCard`,
  globalConfigs: `${PROJECT_SIGN}GlobalConfigs`,
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export const readText = (key: StorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeText = (key: StorageKey, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the app keeps working for this page load.
  }
};

export const removeItem = (key: StorageKey) => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see writeText
  }
};

/** Reads a JSON item; a value that does not parse or fails `check` counts as absent. */
export const readJson = <T>(key: StorageKey, check: (value: unknown) => value is T): T | null => {
  const raw = readText(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : null;
  } catch {
    return null;
  }
};

export const writeJson = (key: StorageKey, value: unknown) => writeText(key, JSON.stringify(value));

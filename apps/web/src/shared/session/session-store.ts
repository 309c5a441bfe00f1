import type { UserInfo } from '@remit/contract/auth';
import { readJson, readText, removeItem, storageKeys, writeJson, writeText } from '../storage/local';
import { hasShape, type ShapeOf } from '../storage/shape';

/**
 * The signed-in session as kept in local storage (spec §3, §4): a token means signed in.
 * Components read it through `useSession`; writes go through this module so they re-render.
 */
export type Session = {
  token: string | null;
  userInfo: UserInfo | null;
  isEasyPassword: boolean;
  /** The partner requires a second factor this user has not set up: enrolment comes first. */
  mustEnrolTwoFactor: boolean;
  /** The balance lookup's card token (spec §6), separate from the portal session; null once expired. */
  cardToken: string | null;
  /** When the card token stops working (ISO time), beside it under the same key. */
  cardTokenExpiresAt: string | null;
};

/** What the card-token key holds: the token and when it expires (15 minutes after it was given). */
type StoredCardToken = { token: string; expiresAt: string };
const isStoredCardToken = (value: unknown): value is StoredCardToken =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredCardToken).token === 'string' &&
  (value as StoredCardToken).token.length > 0 &&
  typeof (value as StoredCardToken).expiresAt === 'string' &&
  !Number.isNaN(Date.parse((value as StoredCardToken).expiresAt));

const liveCard = (): StoredCardToken | null => {
  const stored = readJson(storageKeys.tokenCard, isStoredCardToken);
  return stored && Date.parse(stored.expiresAt) > Date.now() ? stored : null;
};

const userInfoShape = {
  id: 'string',
  email: 'string',
  userName: 'string',
  partnerId: 'string',
  partnerName: 'string',
  isOperator: 'boolean',
  roleId: 'string|null',
  roleName: 'string|null',
  timezone: 'string',
  language: 'string',
} as const satisfies ShapeOf<UserInfo>;
const isUserInfo = (value: unknown): value is UserInfo => hasShape<UserInfo>(value, userInfoShape);

const load = (): Session => ({
  token: readText(storageKeys.token) || null,
  userInfo: readJson(storageKeys.userInfo, isUserInfo),
  isEasyPassword: readText(storageKeys.isEasyPassword) === 'true',
  mustEnrolTwoFactor: readText(storageKeys.mustEnrolTwoFactor) === 'true',
  cardToken: liveCard()?.token ?? null,
  cardTokenExpiresAt: liveCard()?.expiresAt ?? null,
});

let snapshot: Session = load();
const listeners = new Set<() => void>();

const emit = () => {
  snapshot = load();
  listeners.forEach((listener) => listener());
};

export const getSession = (): Session => {
  // A card token that expired since the last read counts as gone (the guard reads this on every navigation).
  if (snapshot.cardTokenExpiresAt && Date.parse(snapshot.cardTokenExpiresAt) <= Date.now()) snapshot = load();
  return snapshot;
};

export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Another tab signing in or out changes this tab's session too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('remittance')) emit();
  });
}

export type SessionWrite = {
  token?: string;
  userInfo?: UserInfo;
  isEasyPassword?: boolean;
  mustEnrolTwoFactor?: boolean;
  timezone?: string;
};

export const writeSession = (write: SessionWrite) => {
  if (write.token !== undefined) writeText(storageKeys.token, write.token);
  if (write.userInfo !== undefined) writeJson(storageKeys.userInfo, write.userInfo);
  if (write.isEasyPassword !== undefined) {
    if (write.isEasyPassword) writeText(storageKeys.isEasyPassword, 'true');
    else removeItem(storageKeys.isEasyPassword);
  }
  if (write.mustEnrolTwoFactor !== undefined) {
    if (write.mustEnrolTwoFactor) writeText(storageKeys.mustEnrolTwoFactor, 'true');
    else removeItem(storageKeys.mustEnrolTwoFactor);
  }
  if (write.timezone !== undefined) writeText(storageKeys.timezone, write.timezone);
  emit();
};

/** Spec §4: on logout or a 401, these are removed. The card token has its own clear. */
export const clearSessionStorage = () => {
  for (const key of [
    storageKeys.token,
    storageKeys.userInfo,
    storageKeys.filterValues,
    storageKeys.datasource,
    storageKeys.timezone,
    storageKeys.isEasyPassword,
    storageKeys.mustEnrolTwoFactor,
  ]) {
    removeItem(key);
  }
  emit();
};

/** Keeps the balance lookup's card token under its own key (spec §3), apart from the portal session. */
export const writeCardSession = (card: StoredCardToken) => {
  writeJson(storageKeys.tokenCard, card);
  emit();
};

/** Spec §4: the card token is cleared together with the card query and filter values. */
export const clearCardSession = () => {
  removeItem(storageKeys.tokenCard);
  removeItem(storageKeys.queryCard);
  removeItem(storageKeys.filterValues);
  emit();
};

import { useSyncExternalStore } from 'react';

/** Asks the app shell to show the two-factor enrolment dialog (from the user menu); the shell owns it. */
let requested = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  requested = value;
  listeners.forEach((listener) => listener());
};

export const openTwoFactor = () => set(true);
export const closeTwoFactor = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const get = () => requested;

export const useTwoFactorRequested = () => useSyncExternalStore(subscribe, get, get);

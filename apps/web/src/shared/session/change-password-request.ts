import { useSyncExternalStore } from 'react';

/**
 * Asks the app shell to show the change-password dialog (from the user menu or the settings
 * screen). The shell owns the dialog, so features do not import each other.
 */
let requested = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  requested = value;
  listeners.forEach((listener) => listener());
};

export const openChangePassword = () => set(true);
export const closeChangePassword = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const get = () => requested;

export const useChangePasswordRequested = () => useSyncExternalStore(subscribe, get, get);

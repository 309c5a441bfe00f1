import { useSyncExternalStore } from 'react';

/**
 * A request from anywhere (a menu, a settings screen) for the app shell to show one of its dialogs: the
 * shell owns the dialog, so features do not import each other.
 */
export const createRequestFlag = () => {
  let requested = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    requested = value;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => requested;
  return {
    open: () => set(true),
    close: () => set(false),
    useRequested: () => useSyncExternalStore(subscribe, get, get),
  };
};

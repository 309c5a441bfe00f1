import { useSyncExternalStore } from 'react';

/** Counts requests in flight so the loading bar and the overlay can follow them (spec §4). */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const beginRequest = () => {
  pending += 1;
  emit();
};

export const endRequest = () => {
  pending = Math.max(0, pending - 1);
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const hasPending = () => pending > 0;

export const useRequestsPending = () => useSyncExternalStore(subscribe, hasPending, hasPending);

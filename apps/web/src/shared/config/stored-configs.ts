import type { ConfigsDto } from '@remit/contract/auth';
import { useSyncExternalStore } from 'react';
import { readJson, storageKeys } from '../storage/local';
import { hasShape, type ShapeOf } from '../storage/shape';

const configsShape = {
  appTitle: 'string',
  sandbox: 'boolean',
  defaultTimezone: 'string',
  balanceCurrencies: 'string[]',
  pageSizes: 'number[]',
  maxUploadBytes: 'number',
  resetCodeMinutes: 'number',
} as const satisfies ShapeOf<ConfigsDto>;

/** The server's configuration answer has the contract's fields. */
export const isConfigs = (value: unknown): value is ConfigsDto => hasShape<ConfigsDto>(value, configsShape);

/** The configuration kept from the last configuration call, if any. */
export const cachedConfigs = () => readJson(storageKeys.globalConfigs, isConfigs);

const listeners = new Set<() => void>();
let version = 0;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A configuration call stored a new answer: screens reading it render again. */
export const configsStored = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** The cached configuration, for a screen: it renders again when the configuration arrives or changes. */
export const useCachedConfigs = () => {
  useSyncExternalStore(subscribe, () => version);
  return cachedConfigs();
};

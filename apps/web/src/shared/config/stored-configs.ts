import type { ConfigsDto } from '@remit/contract/auth';
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

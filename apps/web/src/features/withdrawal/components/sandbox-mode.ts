import { configsDto, type ConfigsDto } from '@remit/contract/auth';
import { readJson, storageKeys } from '../../../shared/storage/local';

/** Sandbox controls show only when the server says it runs against sandbox adapters (global configs). */
export const isSandbox = () =>
  readJson(storageKeys.globalConfigs, (v): v is ConfigsDto => configsDto.safeParse(v).success)?.sandbox ??
  false;

import { CONFIGS_PATH } from '@remit/contract/wire-constants';
import { configsStored, isConfigs } from '../../../shared/config/stored-configs';
import { apiRequest } from '../../../shared/http/client';
import { storageKeys, writeJson } from '../../../shared/storage/local';

/** Spec §7: "SA", three random digits, then a millisecond timestamp. */
export const newRequestId = (now = Date.now(), random = Math.random) =>
  `SA${String(Math.floor(random() * 1000)).padStart(3, '0')}${now}`;

/**
 * Spec §7 global configuration: answers `{ code, dto, msg }` and is cached in local storage; a code
 * other than 10000 is an error toast with the server's message (spec §8).
 */
export const fetchConfigs = async (operUId: string | undefined) => {
  const answer = await apiRequest<{ code: string; msg: string; dto: unknown }>(CONFIGS_PATH, {
    method: 'POST',
    body: { requestId: newRequestId(), dtoName: 'getConfigs', ...(operUId ? { operUId } : {}) },
  });
  const dto = answer.dto;
  if (!isConfigs(dto)) throw new Error('The configuration answer lacks fields of the contract.');
  writeJson(storageKeys.globalConfigs, dto);
  configsStored();
  return dto;
};

import { CONFIGS_PATH, configsDto, type ConfigsDto } from '@remit/contract/auth';
import { apiRequest } from '../../../shared/http/client';
import { readJson, storageKeys, writeJson } from '../../../shared/storage/local';

const isConfigs = (value: unknown): value is ConfigsDto => configsDto.safeParse(value).success;

/** Spec §7: "SA", three random digits, then a millisecond timestamp. */
export const newRequestId = (now = Date.now(), random = Math.random) =>
  `SA${String(Math.floor(random() * 1000)).padStart(3, '0')}${now}`;

export const cachedConfigs = () => readJson(storageKeys.globalConfigs, isConfigs);

/**
 * Spec §7 global configuration: answers `{ code, dto, msg }` and is cached in local storage; a code
 * other than 10000 is an error toast with the server's message (spec §8).
 */
export const fetchConfigs = async (operUId: string | undefined) => {
  const answer = await apiRequest<{ code: string; msg: string; dto: unknown }>(CONFIGS_PATH, {
    method: 'POST',
    body: { requestId: newRequestId(), dtoName: 'getConfigs', ...(operUId ? { operUId } : {}) },
  });
  const dto = configsDto.parse(answer.dto);
  writeJson(storageKeys.globalConfigs, dto);
  return dto;
};

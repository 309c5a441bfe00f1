import { configsDto, type ConfigsDto } from '@remit/contract/auth';
import { useAppAbility } from '../../../shared/abilities/can';
import { useSession } from '../../../shared/session/use-session';
import { readJson, storageKeys } from '../../../shared/storage/local';

const isConfigs = (value: unknown): value is ConfigsDto => configsDto.safeParse(value).success;

/** Whether the signed-in user is the platform operator (the review desk; the server checks again). */
export const useIsOperator = () => !!useSession().userInfo?.isOperator;

/** Operator, sandbox mode, and a role that may add collections: the simulate button (checked again server-side). */
export const useCanSimulateCollection = () => {
  const ability = useAppAbility();
  const operator = useIsOperator();
  const sandbox = readJson(storageKeys.globalConfigs, isConfigs)?.sandbox ?? false;
  return operator && sandbox && ability.can('add', 'collection');
};

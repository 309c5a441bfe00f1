import { useAppAbility } from '../../../shared/abilities/can';
import { useSession } from '../../../shared/session/use-session';
import { useCachedConfigs } from '../../../shared/config/stored-configs';

/** Whether the signed-in user is the platform operator (the review desk; the server checks again). */
export const useIsOperator = () => !!useSession().userInfo?.isOperator;

/** Operator, sandbox mode, and a role that may add collections: the simulate button (checked again server-side). */
export const useCanSimulateCollection = () => {
  const ability = useAppAbility();
  const operator = useIsOperator();
  const sandbox = useCachedConfigs()?.sandbox ?? false;
  return operator && sandbox && ability.can('add', 'collection');
};

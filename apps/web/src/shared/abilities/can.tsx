import { createContextualCan, useAbility } from '@casl/react';
import { createContext } from 'react';
import { ability, type AppAbility } from './ability';

export const AbilityContext = createContext<AppAbility>(ability);

/** `<Can I="view" a="account">…</Can>` against the signed-in user's rules. */
export const Can = createContextualCan(AbilityContext.Consumer);

export const useAppAbility = () => useAbility(AbilityContext);

import { createMongoAbility } from '@casl/ability';
import { followRules, readRulesCookie } from './ability-rules';
import type { AppAbility, AppRule } from './ability-types';

export type { AppAbility, AppRule };
export { clearAbilityRules, parseRules, setAbilityRules } from './ability-rules';

/** One ability for the whole app; `update` re-renders every `<Can>` and `useAbility` user. */
export const ability: AppAbility = createMongoAbility<AppAbility>(readRulesCookie());
followRules((rules) => ability.update(rules));

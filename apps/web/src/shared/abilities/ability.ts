import { createMongoAbility } from '@casl/ability';
import { compactRules } from './compact-rules';
import { cookieNames, readCookie, removeCookie, writeCookie } from '../storage/cookies';
import { hasShape, type ShapeOf } from '../storage/shape';

import type { abilityRule } from '@remit/contract/auth';
import type { z } from 'zod';
import type { AppAbility, AppRule } from './ability-types';

export type { AppAbility, AppRule };

/** The server's rules, or the cookie's compacted form of them (arrays of actions and subjects). */
type WireRule = Omit<z.infer<typeof abilityRule>, 'action' | 'subject'> & {
  action: string | string[];
  subject: string | string[];
};
const ruleShape = {
  action: 'string|string[]',
  subject: 'string|string[]',
  conditions: 'object?',
  fields: 'string[]?',
  inverted: 'boolean?',
} as const satisfies ShapeOf<WireRule>;

/** Rules arrive as plain JSON (cookie or server); anything malformed grants nothing. */
export const parseRules = (value: unknown): AppRule[] =>
  Array.isArray(value) && value.every((rule) => hasShape<WireRule>(rule, ruleShape))
    ? (value as AppRule[])
    : [];

const readRulesCookie = (): AppRule[] => {
  const raw = readCookie(cookieNames.abilityRules);
  if (!raw) return [];
  try {
    return parseRules(JSON.parse(raw));
  } catch {
    return [];
  }
};

/** One ability for the whole app; `update` re-renders every `<Can>` and `useAbility` user. */
export const ability: AppAbility = createMongoAbility<AppAbility>(readRulesCookie());

/** Spec §6: rules live in the `userAbilityRules` cookie; the server also sends them on login and user query. */
export const setAbilityRules = (rules: AppRule[]) => {
  writeCookie(cookieNames.abilityRules, JSON.stringify(compactRules(rules)));
  ability.update(rules);
};

export const clearAbilityRules = () => {
  removeCookie(cookieNames.abilityRules);
  ability.update([]);
};

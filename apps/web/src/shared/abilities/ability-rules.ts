/**
 * The signed-in user's rules as stored (the `userAbilityRules` cookie) and as changed, without the rules
 * engine: the sign-in page stores them and the first signed-in screen loads the engine (`ability.ts`), which
 * reads them and follows every change.
 */
import { compactRules } from './compact-rules';
import { cookieNames, readCookie, removeCookie, writeCookie } from '../storage/cookies';
import { hasShape, type ShapeOf } from '../storage/shape';

import type { abilityRule } from '@remit/contract/auth';
import type { z } from 'zod';
import type { AppRule } from './ability-types';

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

export const readRulesCookie = (): AppRule[] => {
  const raw = readCookie(cookieNames.abilityRules);
  if (!raw) return [];
  try {
    return parseRules(JSON.parse(raw));
  } catch {
    return [];
  }
};

type RulesListener = (rules: AppRule[]) => void;
let listener: RulesListener | undefined;

/** The loaded ability follows every change of the rules from here on. */
export const followRules = (update: RulesListener) => {
  listener = update;
};

/** Spec §6: rules live in the `userAbilityRules` cookie; the server also sends them on login and user query. */
export const setAbilityRules = (rules: AppRule[]) => {
  writeCookie(cookieNames.abilityRules, JSON.stringify(compactRules(rules)));
  listener?.(rules);
};

export const clearAbilityRules = () => {
  removeCookie(cookieNames.abilityRules);
  listener?.([]);
};

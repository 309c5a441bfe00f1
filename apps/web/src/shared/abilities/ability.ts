import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { abilityRule } from '@remit/contract/auth';
import type { Action, Subject } from '@remit/contract/permission';
import { z } from 'zod';
import { compactRules } from './compact-rules';
import { cookieNames, readCookie, removeCookie, writeCookie } from '../storage/cookies';

export type AppAbility = MongoAbility<[Action | 'manage', Subject | 'all']>;
export type AppRule = RawRuleOf<AppAbility>;

/** The server's rules, or the cookie's compacted form of them (arrays of actions and subjects). */
const text = z.union([z.string(), z.array(z.string())]);
const rulesSchema = z.array(abilityRule.extend({ action: text, subject: text }));

/** Rules arrive as plain JSON (cookie or server); anything malformed grants nothing. */
export const parseRules = (value: unknown): AppRule[] => {
  const parsed = rulesSchema.safeParse(value);
  return parsed.success ? (parsed.data as AppRule[]) : [];
};

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

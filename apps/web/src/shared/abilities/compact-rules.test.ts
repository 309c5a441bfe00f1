import { createMongoAbility } from '@casl/ability';
import { ACTIONS, MODULES } from '@remit/contract/permission';
import { describe, expect, it } from 'vitest';
import type { AppAbility, AppRule } from './ability';
import { compactRules } from './compact-rules';

const everyPair = (ability: AppAbility) =>
  MODULES.flatMap((subject) =>
    ACTIONS.map((action) => `${action}:${subject}:${ability.can(action, subject)}`),
  );

const sameAnswers = (rules: AppRule[]) => {
  const compact = compactRules(rules);
  expect(everyPair(createMongoAbility<AppAbility>(compact))).toEqual(
    everyPair(createMongoAbility<AppAbility>(rules)),
  );
  return compact;
};

describe('compactRules', () => {
  it('shrinks an administrator catalogue far below the 4 KB cookie limit, same answers', () => {
    const admin: AppRule[] = MODULES.flatMap((subject) => ACTIONS.map((action) => ({ action, subject })));
    const compact = sameAnswers(admin);
    expect(compact).toHaveLength(1);
    expect(encodeURIComponent(JSON.stringify(compact)).length).toBeLessThan(600);
    expect(encodeURIComponent(JSON.stringify(admin)).length).toBeGreaterThan(4096);
  });

  it('keeps a view-only role exact', () => {
    const viewer: AppRule[] = MODULES.filter((m) => m !== 'user').flatMap((subject) => [
      { action: 'view', subject },
      { action: 'index', subject },
    ]);
    sameAnswers(viewer);
  });

  it('keeps the order between allowing and denying rules', () => {
    sameAnswers([
      { action: 'manage', subject: 'all' },
      { action: 'view', subject: 'transfer', inverted: true },
      { action: 'view', subject: 'transfer' },
      { action: 'delete', subject: 'user', inverted: true },
    ]);
  });

  it('passes conditional rules through untouched', () => {
    const conditional: AppRule = { action: 'view', subject: 'account', conditions: { partnerId: 'p1' } };
    expect(compactRules([conditional])).toEqual([conditional]);
  });
});

import { createMongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import type { AppAbility } from '../../../shared/abilities/ability';
import { NAV, type NavEntry } from './nav-items';
import { visibleNav } from './visible-nav';

const labels = (entries: NavEntry[]) =>
  entries.flatMap((e) => (e.kind === 'link' ? [e.to] : e.children.map((c) => c.to)));

describe('visibleNav', () => {
  it('shows everything reachable to an administrator', () => {
    const admin = createMongoAbility<AppAbility>([{ action: 'manage', subject: 'all' }]);
    const shown = labels(visibleNav(NAV, admin, 'portal.test'));
    expect(shown).toContain('/dashboard');
    expect(shown).toContain('/permission/users');
    expect(shown).not.toContain('/permission');
    expect(labels(visibleNav(NAV, admin, 'localhost:8080'))).toContain('/permission');
  });

  it('hides screens the rules do not allow, and groups left empty', () => {
    const viewer = createMongoAbility<AppAbility>([
      { action: 'view', subject: 'dashboard' },
      { action: 'view', subject: 'payment' },
    ]);
    const shown = visibleNav(NAV, viewer, 'portal.test');
    expect(labels(shown)).toEqual(['/dashboard', '/payment/orders', '/payment']);
    expect(shown.filter((e) => e.kind === 'group').map((e) => e.labelKey)).toEqual(['nav.payment']);
  });

  it('lets inverted rules deny', () => {
    const ability = createMongoAbility<AppAbility>([
      { action: 'manage', subject: 'all' },
      { action: 'view', subject: 'transfer', inverted: true },
    ]);
    expect(labels(visibleNav(NAV, ability, 'portal.test'))).not.toContain('/transfer');
  });

  it("shows the merchant review desk to the operator's users only", () => {
    const admin = createMongoAbility<AppAbility>([{ action: 'manage', subject: 'all' }]);
    expect(labels(visibleNav(NAV, admin, 'portal.test'))).not.toContain('/merchant/review');
    expect(labels(visibleNav(NAV, admin, 'portal.test', true))).toContain('/merchant/review');
    expect(labels(visibleNav(NAV, admin, 'portal.test'))).toContain('/merchant');
  });
});

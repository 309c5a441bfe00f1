import { describe, expect, it } from 'vitest';
import { paths, PRE_LOGIN_PATHS } from '../../guards/paths';
import { NAV } from './nav-items';

const linked = NAV.flatMap((e) => (e.kind === 'link' ? [e.to] : e.children.map((c) => c.to)));

describe('NAV', () => {
  it('has an entry for every screen of the signed-in layout, so every page highlights its item', () => {
    const outsideTheShell: string[] = [...PRE_LOGIN_PATHS, paths.root, paths.singleBalanceSearch];
    const screens = Object.values(paths).filter((path) => !outsideTheShell.includes(path));
    expect(screens.filter((path) => !linked.includes(path))).toEqual([]);
  });

  it('offers a new withdrawal beside the withdrawal orders, like the other order areas', () => {
    const withdrawal = NAV.find((e) => e.kind === 'group' && e.labelKey === 'nav.withdrawal');
    expect(withdrawal?.kind === 'group' && withdrawal.children.map((c) => c.to)).toEqual([
      paths.withdrawalAccounts,
      paths.withdrawalOrders,
      paths.withdrawal,
    ]);
  });
});

import type { AppAbility } from '../../../shared/abilities/ability';
import { decideRoute } from '../../guards/decide-route';
import type { NavEntry, NavLink } from './nav-items';

/**
 * An entry shows only when the user may view its screen (spec §6) and the guards would let the user
 * reach it (the permission catalogue is only reachable on an 808 host, spec §2); an operator's desk shows
 * only to the operator's users; a group shows when any of its entries does.
 */
export const visibleNav = (
  entries: NavEntry[],
  ability: AppAbility,
  host: string,
  operator = false,
): NavEntry[] => {
  const allowed = (entry: NavLink) =>
    (!entry.operatorOnly || operator) &&
    ability.can('view', entry.subject) &&
    decideRoute({ path: entry.to, hasToken: true, hasCardToken: false, host }) === null;
  return entries.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return allowed(entry) ? [entry] : [];
    const children = entry.children.filter(allowed);
    return children.length ? [{ ...entry, children }] : [];
  });
};

import { describe, expect, it } from 'vitest';
import { decideRoute, type RouteFacts } from './decide-route';

const signedOut: Omit<RouteFacts, 'path'> = { hasToken: false, hasCardToken: false, host: 'portal.test' };
const signedIn: Omit<RouteFacts, 'path'> = { hasToken: true, hasCardToken: false, host: 'portal.test' };
const go = (path: string, facts: Omit<RouteFacts, 'path'>) => decideRoute({ path, ...facts });

describe('decideRoute (spec §2 Guards)', () => {
  it('sends the index path to login, or home when signed in', () => {
    expect(go('/', signedOut)).toEqual({ redirectTo: '/login' });
    expect(go('/', signedIn)).toEqual({ redirectTo: '/dashboard' });
  });

  it.each(['/login', '/forget-password', '/inquery', '/blank', '/not-found'])(
    'lets a signed-out visitor open %s',
    (path) => {
      expect(go(path, signedOut)).toBeNull();
    },
  );

  it.each([
    '/dashboard',
    '/account',
    '/setting',
    '/collection/shops',
    '/permission/users',
    '/userCenter/tradeDownload',
  ])('sends a signed-out visitor from %s to login', (path) => {
    expect(go(path, signedOut)).toEqual({ redirectTo: '/login' });
  });

  it('treats unknown paths as the public not-found page', () => {
    expect(go('/no/such/page', signedOut)).toBeNull();
    expect(go('/no/such/page', signedIn)).toBeNull();
  });

  it('sends a signed-in user from login and forget-password home', () => {
    expect(go('/login', signedIn)).toEqual({ redirectTo: '/dashboard' });
    expect(go('/forget-password', signedIn)).toEqual({ redirectTo: '/dashboard' });
  });

  it('lets a signed-in user open the portal screens', () => {
    expect(go('/dashboard', signedIn)).toBeNull();
    expect(go('/payment/orders', signedIn)).toBeNull();
    expect(go('/dashboard/', signedIn)).toBeNull();
  });

  it('needs a card token for single-balance-search', () => {
    expect(go('/single-balance-search', signedIn)).toEqual({ redirectTo: '/inquery' });
    expect(go('/single-balance-search', signedOut)).toEqual({ redirectTo: '/inquery' });
    expect(go('/single-balance-search', { ...signedOut, hasCardToken: true })).toBeNull();
  });

  it('sends a card-token holder from inquery to single-balance-search', () => {
    expect(go('/inquery', { ...signedOut, hasCardToken: true })).toEqual({
      redirectTo: '/single-balance-search',
    });
    expect(go('/inquery', { ...signedIn, hasCardToken: true })).toEqual({
      redirectTo: '/single-balance-search',
    });
    expect(go('/inquery', signedIn)).toBeNull();
  });

  it('sends /permission home unless the host includes 808', () => {
    expect(go('/permission', signedIn)).toEqual({ redirectTo: '/dashboard' });
    expect(go('/permission', { ...signedIn, host: 'localhost:8080' })).toBeNull();
    expect(go('/permission', { ...signedIn, host: '10.0.0.1:8088' })).toBeNull();
    expect(go('/permission/roles', signedIn)).toBeNull();
    expect(go('/permission', signedOut)).toEqual({ redirectTo: '/login' });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** A bare window with local storage: the store runs in the unit project's Node environment. */
const items = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    },
    addEventListener: () => undefined,
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the card token (spec §3, §4)', () => {
  it('is kept under remittanceTokenCard with its expiry, apart from the portal session', async () => {
    const store = await import('./session-store');
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    store.writeSession({ token: 'portal-token' });
    store.writeCardSession({ token: 'clk_abc', expiresAt });
    expect(JSON.parse(items.get('remittanceTokenCard')!)).toEqual({ token: 'clk_abc', expiresAt });
    expect(store.getSession()).toMatchObject({ token: 'portal-token', cardToken: 'clk_abc' });

    // Signing out of the portal leaves the card token.
    store.clearSessionStorage();
    expect(store.getSession()).toMatchObject({ token: null, cardToken: 'clk_abc' });

    // Its own clear takes the card query and filter values with it.
    items.set('remittanceQueryCard', '{}');
    items.set('remittanceFilterValues', '{}');
    store.clearCardSession();
    expect(store.getSession().cardToken).toBeNull();
    expect(items.has('remittanceQueryCard')).toBe(false);
    expect(items.has('remittanceFilterValues')).toBe(false);
  });

  it('counts as gone once expired, or when the stored value is not a card token', async () => {
    const store = await import('./session-store');
    vi.useFakeTimers();
    try {
      store.writeCardSession({ token: 'clk_abc', expiresAt: new Date(Date.now() + 60_000).toISOString() });
      expect(store.getSession().cardToken).toBe('clk_abc');
      vi.advanceTimersByTime(61_000);
      expect(store.getSession().cardToken).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    items.set('remittanceTokenCard', 'not json');
    store.writeSession({});
    expect(store.getSession().cardToken).toBeNull();
  });
});

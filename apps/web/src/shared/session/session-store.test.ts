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

describe('the stored user (checked by its shape, without the schema library)', () => {
  const user = {
    id: 'u1',
    email: 'admin@demo.test',
    userName: 'Demo Administrator',
    partnerId: 'p1',
    partnerName: 'Demo Trading Co.',
    isOperator: false,
    roleId: null,
    roleName: null,
    timezone: 'Etc/UTC',
    language: 'en',
  };

  it('is read back when it has every field of the contract, null where the contract allows it', async () => {
    items.set('remittanceUserInfo', JSON.stringify(user));
    const { getSession, writeSession } = await import('./session-store');
    writeSession({});
    expect(getSession().userInfo).toEqual(user);
  });

  it('is ignored when a field is missing or of another kind (a tampered or older copy)', async () => {
    const { getSession, writeSession } = await import('./session-store');
    const { partnerId: _dropped, ...missing } = user;
    for (const stored of [missing, { ...user, isOperator: 'true' }, { ...user, roleId: 7 }, [user], 'x']) {
      items.set('remittanceUserInfo', JSON.stringify(stored));
      writeSession({});
      expect(getSession().userInfo).toBeNull();
    }
  });
});

describe('ability rules from the cookie or the server', () => {
  it('keeps well-formed rules, compacted lists included, and grants nothing for a malformed list', async () => {
    const { parseRules } = await import('../abilities/ability');
    const rules = [
      { action: 'view', subject: 'account' },
      { action: ['view', 'edit'], subject: ['card', 'merchant'] },
      { action: 'delete', subject: 'user', inverted: true, fields: ['email'], conditions: { id: 'u1' } },
    ];
    expect(parseRules(rules)).toEqual(rules);
    expect(parseRules([...rules, { action: 1, subject: 'account' }])).toEqual([]);
    expect(parseRules([{ action: 'view' }])).toEqual([]);
    expect(parseRules([{ action: 'view', subject: 'account', inverted: 'yes' }])).toEqual([]);
    expect(parseRules({ action: 'view', subject: 'account' })).toEqual([]);
  });
});

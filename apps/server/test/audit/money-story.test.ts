import { describe, expect, it } from 'vitest';
import { useSignedIn, useTestApp } from '../helpers/app';
import { expectReconciled, partnerIdByName } from '../helpers/orders';
import { moneyStory } from './money-story';

// The audit opens every card's details and lookup twice (the demo, then after the day).
process.env.CARD_SENSITIVE_RATE_LIMIT = '100';
process.env.CARD_LOOKUP_TOKENS_PER_CARD = '10';
const t = useTestApp({ AUTH_RATE_LIMIT: '100000' });
const tokens = useSignedIn(t, 'admin', 'operator');

describe('the money story on the demo data', () => {
  it('every account reads the same on every screen, file and lookup, in words', async () => {
    const partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
    const failures = await moneyStory(t, tokens.admin, partnerId).run();
    expect(failures).toEqual([]);
    await expectReconciled(t.db);
  });
});

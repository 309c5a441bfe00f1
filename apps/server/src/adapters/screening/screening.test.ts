import { describe, expect, it } from 'vitest';
import { createSandboxScreening, readWatchlist, SANDBOX_WATCHLIST } from './screening.sandbox';

describe('sandbox screening (shipped fictional watch list, fuse.js)', () => {
  const screening = createSandboxScreening();
  it('ships a list of names', () => {
    expect(readWatchlist(SANDBOX_WATCHLIST)).toContain('Viktor Blackwood');
  });
  it('catches an exact name, a near-spelling and accents, with a score', async () => {
    const [exact] = await screening.screen(['Yelena Markovic']);
    expect(exact).toMatchObject({ listedName: 'Yelena Markovic', score: 100, list: 'watchlist.sandbox.txt' });
    const [near] = await screening.screen(['Victor Blackwod']);
    expect(near).toMatchObject({ listedName: 'Viktor Blackwood', matchedName: 'Victor Blackwod' });
    expect(near!.score).toBeGreaterThanOrEqual(70);
    expect(near!.score).toBeLessThan(100);
    const [accents] = await screening.screen(['Marisol Quintanár']);
    expect(accents?.listedName).toBe('Marisol Quintanar');
  });
  it('lets ordinary names through', async () => {
    expect(await screening.screen(['Ana García', 'Li Wei', 'Hans Becker'])).toEqual([]);
  });
});

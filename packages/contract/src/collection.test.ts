import { describe, expect, it } from 'vitest';
import { documentationOf, documentationStateOf, percentOf } from './collection';

describe('a collection’s documentation as shown', () => {
  it('links awaiting confirmation read as pending while nothing is confirmed, never "not documented"', () => {
    expect(documentationStateOf(40_000n, 0n, 30_000n)).toBe('pending');
    expect(documentationStateOf(40_000n, 0n, 0n)).toBe('none');
    // Something confirmed: the confirmed share decides, as the filter's `documentationOf` does.
    expect(documentationStateOf(40_000n, 10_000n, 30_000n)).toBe('partly');
    expect(documentationStateOf(40_000n, 40_000n, 0n)).toBe('full');
    expect(documentationOf(40_000n, 0n)).toBe('none');
  });

  it('shares are whole percent, rounded down, at most 100', () => {
    expect(percentOf(30_000n, 40_000n)).toBe(75);
    expect(percentOf(1n, 3n)).toBe(33);
    expect(percentOf(5n, 5n)).toBe(100);
    expect(percentOf(0n, 0n)).toBe(0);
  });
});

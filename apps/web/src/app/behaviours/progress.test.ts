import { describe, expect, it } from 'vitest';
import { PROGRESS_HOLD, nextProgress } from './progress';

describe('nextProgress (spec §4 loading bar)', () => {
  it('moves forward by a random step', () => {
    expect(nextProgress(10, 0)).toBeGreaterThan(10);
    expect(nextProgress(10, 0.99)).toBeGreaterThan(nextProgress(10, 0));
  });

  it('never passes 82 while pending and holds there', () => {
    let value = 10;
    for (let i = 0; i < 100; i++) value = nextProgress(value, Math.random());
    expect(value).toBe(PROGRESS_HOLD);
    expect(nextProgress(80, 0.99)).toBe(PROGRESS_HOLD);
    expect(nextProgress(PROGRESS_HOLD, 0.5)).toBe(PROGRESS_HOLD);
  });
});

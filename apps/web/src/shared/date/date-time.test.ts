import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage/local';
import { formatDate, formatDateTime, userTimezone } from './date-time';

const store = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  },
});

describe('formatDateTime', () => {
  afterEach(() => store.clear());

  it('shows an instant in Etc/UTC when the user has no timezone setting', () => {
    expect(userTimezone()).toBe('Etc/UTC');
    expect(formatDateTime('2026-03-01T23:30:05.000Z')).toBe('2026-03-01 23:30:05');
  });

  it("shows the instant in the user's timezone, so the day can change", () => {
    store.set(storageKeys.timezone, 'Asia/Shanghai');
    expect(formatDateTime('2026-03-01T23:30:05.000Z')).toBe('2026-03-02 07:30:05');
    expect(formatDate('2026-03-01T23:30:05.000Z')).toBe('2026-03-02');
  });

  it('falls back to Etc/UTC for a timezone the browser does not know, and a dash for no value', () => {
    store.set(storageKeys.timezone, 'Mars/Olympus');
    expect(formatDateTime('2026-03-01T23:30:05.000Z')).toBe('2026-03-01 23:30:05');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

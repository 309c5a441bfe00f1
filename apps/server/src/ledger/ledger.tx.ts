import pRetry, { AbortError } from 'p-retry';
import type { Db, Tx } from '../db/client';
import { sha256 } from '../platform/crypto';

/** Postgres error codes worth a retry: serialization failure and deadlock (bounded retry). */
const RETRYABLE = new Set(['40001', '40P01']);

/** A field PostgreSQL put on an error (`code`, `detail` …), looked for through the drivers' wrapping causes. */
export const pgField = (err: unknown, field: 'code' | 'detail'): string | undefined => {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const value = (e as Record<string, unknown>)[field];
    if (typeof value === 'string' && (field !== 'code' || /^[0-9A-Z]{5}$/.test(value))) return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

export const pgCode = (err: unknown) => pgField(err, 'code');

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';

/** Runs `work` again a few times on serialization failures and deadlocks; any other failure ends at once. */
export const withRetry = <T>(work: () => Promise<T>): Promise<T> =>
  pRetry(
    async () => {
      try {
        return await work();
      } catch (err) {
        if (RETRYABLE.has(pgCode(err) ?? '')) throw err;
        throw new AbortError(err as Error);
      }
    },
    { retries: 5, minTimeout: 2, maxTimeout: 50, randomize: true },
  ).catch((err: unknown) => {
    // p-retry wraps non-Error throws; hand back the original error to the caller.
    throw err instanceof AbortError
      ? ((err as unknown as { originalError?: unknown }).originalError ?? err)
      : err;
  });

/** One database transaction, retried a few times on serialization failures and deadlocks. */
export const inTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  withRetry(() => db.transaction(work));

/** The canonical hash of a request: the same request under the same key replays, another one is a 409. */
export const requestHash = (request: unknown) =>
  sha256(JSON.stringify(request, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)));

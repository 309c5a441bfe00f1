import { createHash } from 'node:crypto';
import type * as repo from './account.repository';

/**
 * Keyset paging cursors for the transaction lists: opaque base64url, bound to the filter and page size
 * they were made for (a cursor from another filter is ignored, and the list starts over).
 */
export type CursorBody = { k: string; p: number; t: string; i: string; d: 'n' | 'p' };
export const filterKey = (scope: repo.TxnScope, size: number) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        scope.accountKind,
        scope.accountId,
        scope.currency,
        scope.type,
        scope.status,
        scope.keyword,
        scope.from?.toISOString(),
        scope.to?.toISOString(),
        size,
      ]),
    )
    .digest('base64url')
    .slice(0, 12);
export const encodeCursor = (c: CursorBody) => Buffer.from(JSON.stringify(c)).toString('base64url');
export const decodeCursor = (raw: string): CursorBody | undefined => {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as CursorBody;
    if (
      typeof c.k === 'string' &&
      Number.isInteger(c.p) &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(c.t) &&
      /^\d{1,19}$/.test(c.i) &&
      (c.d === 'n' || c.d === 'p')
    )
      return c;
  } catch {
    /* not ours: ignored */
  }
  return undefined;
};

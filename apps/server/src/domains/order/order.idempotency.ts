import type { Db, Tx } from '../../db/client';
import { inTransaction, isUniqueViolation, requestHash } from '../../ledger/ledger.tx';
import { AppError } from '../../platform/errors';
import { findByKey, type OrderRow } from './order.repository';

/** The canonical request of a create: the body without its key and the language of the answer. */
export const orderRequestHash = (type: string, body: Record<string, unknown>) => {
  const { idempotencyKey: _k, language: _l, dtoName: _d, ...rest } = body;
  return requestHash({ type, ...rest });
};

/**
 * One order per idempotency key (issue 5): a repeat of the same request answers the first order, another
 * request under the same key is a 409. Two concurrent first calls race on the unique index; the loser
 * reads the winner's order.
 */
export const createOnce = async (
  db: Db,
  partnerId: string,
  key: string,
  hash: string,
  work: (tx: Tx) => Promise<OrderRow>,
): Promise<{ order: OrderRow; replayed: boolean }> => {
  const replay = async () => {
    const found = await findByKey(db, partnerId, key);
    if (!found) return undefined;
    if (found.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
    return { order: found, replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return { order: await inTransaction(db, work), replayed: false };
  } catch (err) {
    if (isUniqueViolation(err)) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw err;
  }
};

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Resolves when the database answers a query; throws when it cannot. */
export const pingDatabase = async (tx: Tx) => {
  await tx.execute(sql`select 1`);
};

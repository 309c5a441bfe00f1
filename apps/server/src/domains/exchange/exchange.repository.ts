import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { fxQuotes } from '../../db/schema/index';
import { firstWhere } from '../../db/lookup';
import { insertOne } from '../../db/writes';

export type QuoteRow = typeof fxQuotes.$inferSelect;

/** A quote as offered: its rate is locked until `expiresAt`. */
export const insertQuote = async (tx: Tx, values: typeof fxQuotes.$inferInsert) =>
  insertOne(tx, fxQuotes, values);

/** The partner's quote, locked for the order that executes it (another partner's is not found). */
export const lockQuote = async (tx: Tx, partnerId: string, id: string) =>
  firstWhere(tx, fxQuotes, { id, partnerId }, true);

/** A quote executes once: it remembers its order. */
export const markQuoteUsed = (tx: Tx, id: string, orderId: string) =>
  tx.update(fxQuotes).set({ orderId }).where(eq(fxQuotes.id, id));

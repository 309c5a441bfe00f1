import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { fxQuotes } from '../../db/schema/index';

export type QuoteRow = typeof fxQuotes.$inferSelect;

/** A quote as offered: its rate is locked until `expiresAt`. */
export const insertQuote = async (tx: Tx, values: typeof fxQuotes.$inferInsert) => {
  const [row] = await tx.insert(fxQuotes).values(values).returning();
  return row!;
};

/** The partner's quote, locked for the order that executes it (another partner's is not found). */
export const lockQuote = async (tx: Tx, partnerId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(fxQuotes)
    .where(and(eq(fxQuotes.id, id), eq(fxQuotes.partnerId, partnerId)))
    .for('update');
  return row;
};

/** A quote executes once: it remembers its order. */
export const markQuoteUsed = (tx: Tx, id: string, orderId: string) =>
  tx.update(fxQuotes).set({ orderId }).where(eq(fxQuotes.id, id));

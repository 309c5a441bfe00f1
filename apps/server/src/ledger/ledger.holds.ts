import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ledgerHolds } from '../db/schema/index';
import { AppError, foundOr } from '../platform/errors';
import { newId } from '../platform/crypto';
import { applyDeltas, lockAccounts, postEntryTx, type EntryResult } from './ledger.post';
import { inTransaction, requestHash } from './ledger.tx';
import { firstWhere } from '../db/lookup';

export type Hold = typeof ledgerHolds.$inferSelect;

export type HoldSpec = {
  partnerId: string;
  accountId: string;
  amount: bigint;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
};

/** Phase one: reserve money (a card authorization, a withdrawal). Available falls, balance does not. */
export const createHoldTx = async (tx: Tx, spec: HoldSpec): Promise<{ hold: Hold; replayed: boolean }> => {
  if (spec.amount <= 0n) throw new AppError('AMOUNT_INVALID', { detail: 'a hold must be positive' });
  const hash = requestHash({ ...spec, idempotencyKey: undefined });
  const accounts = await lockAccounts(tx, spec.partnerId, [spec.accountId]);
  const existing = await firstWhere(tx, ledgerHolds, {
    partnerId: spec.partnerId,
    idempotencyKey: spec.idempotencyKey,
  });
  if (existing) {
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
    return { hold: existing, replayed: true };
  }
  await applyDeltas(tx, accounts, new Map([[spec.accountId, { balance: 0n, onHold: spec.amount }]]));
  const [hold] = await tx
    .insert(ledgerHolds)
    .values({
      id: newId(),
      partnerId: spec.partnerId,
      accountId: spec.accountId,
      currency: accounts.get(spec.accountId)!.currency,
      amount: spec.amount,
      remaining: spec.amount,
      idempotencyKey: spec.idempotencyKey,
      requestHash: hash,
      metadata: spec.metadata ?? null,
    })
    .returning();
  return { hold: hold!, replayed: false };
};

const lockHold = async (tx: Tx, partnerId: string, holdId: string) => {
  const hold = foundOr(await firstWhere(tx, ledgerHolds, { id: holdId, partnerId }, true), 'NOT_FOUND');
  return hold;
};

export type CaptureSpec = {
  partnerId: string;
  holdId: string;
  /** May be below the hold (partial: the rest is released) or above it (over-capture: the excess needs available funds). */
  amount: bigint;
  /** Where the money goes: the settlement or counterparty account, same currency. */
  counterAccountId: string;
  type: number;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, unknown>;
};

/** Phase two: post the held money. The hold is released and the entry written in one transaction. */
export const captureHoldTx = async (
  tx: Tx,
  spec: CaptureSpec,
): Promise<{ hold: Hold; entry: EntryResult }> => {
  if (spec.amount <= 0n) throw new AppError('AMOUNT_INVALID', { detail: 'a capture must be positive' });
  const hold = await lockHold(tx, spec.partnerId, spec.holdId);
  if (hold.status !== 'pending') {
    // A replay of the capture that closed this hold answers with the same entry.
    const entry = await postEntryTx(tx, entrySpec(spec, hold));
    if (entry.replayed) return { hold, entry };
    throw new AppError('HOLD_NOT_PENDING', { status: hold.status });
  }
  const release = new Map([[hold.accountId, -hold.remaining]]);
  const entry = await postEntryTx(tx, entrySpec(spec, hold), release);
  const status = spec.amount < hold.amount ? 'partially_posted' : 'posted';
  const [updated] = await tx
    .update(ledgerHolds)
    .set({ status, remaining: 0n, captured: spec.amount, updatedAt: new Date(), version: hold.version + 1 })
    .where(eq(ledgerHolds.id, hold.id))
    .returning();
  return { hold: updated!, entry };
};

const entrySpec = (spec: CaptureSpec, hold: Hold) => ({
  partnerId: spec.partnerId,
  type: spec.type,
  idempotencyKey: spec.idempotencyKey,
  description: spec.description,
  metadata: { ...spec.metadata, holdId: hold.id },
  postings: [
    { accountId: hold.accountId, amount: -spec.amount },
    { accountId: spec.counterAccountId, amount: spec.amount },
  ],
});

/** Releases a pending hold; voiding an already voided hold answers the same (idempotent). */
export const voidHoldTx = async (tx: Tx, partnerId: string, holdId: string): Promise<Hold> => {
  const hold = await lockHold(tx, partnerId, holdId);
  if (hold.status === 'voided') return hold;
  if (hold.status !== 'pending') throw new AppError('HOLD_NOT_PENDING', { status: hold.status });
  const accounts = await lockAccounts(tx, partnerId, [hold.accountId]);
  await applyDeltas(tx, accounts, new Map([[hold.accountId, { balance: 0n, onHold: -hold.remaining }]]));
  const [updated] = await tx
    .update(ledgerHolds)
    .set({ status: 'voided', remaining: 0n, updatedAt: new Date(), version: hold.version + 1 })
    .where(eq(ledgerHolds.id, hold.id))
    .returning();
  return updated!;
};

export const createHold = (db: Db, spec: HoldSpec) => inTransaction(db, (tx) => createHoldTx(tx, spec));
export const captureHold = (db: Db, spec: CaptureSpec) => inTransaction(db, (tx) => captureHoldTx(tx, spec));
export const voidHold = (db: Db, partnerId: string, holdId: string) =>
  inTransaction(db, (tx) => voidHoldTx(tx, partnerId, holdId));

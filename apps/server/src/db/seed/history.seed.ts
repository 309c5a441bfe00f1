import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../client';
import {
  auditLog,
  collections,
  depositRecords,
  fxQuotes,
  ledgerEntries,
  ledgerHolds,
  ledgerPostings,
  orders,
  orderStatusHistory,
} from '../schema/index';
import {
  ensureAccount,
  partnerAccount,
  platformAccount,
  type AccountKind,
} from '../../ledger/ledger.accounts';
import { lockAccounts, applyDeltas, type AccountDelta } from '../../ledger/ledger.post';
import { requestHash } from '../../ledger/ledger.tx';

export type Leg = { kind: AccountKind; currency: string; amount: bigint };

/** A ledger entry of the story, as the service that makes it would post it (its id, key, words and legs). */
export type PlannedEntry = {
  id: string;
  key: string;
  type: number;
  at: Date;
  description: string;
  metadata: Record<string, unknown>;
  legs: Leg[];
};

/** A posted hold of an order (its pending part is over): on the partner's account in `currency`. */
export type PlannedHold = Omit<typeof ledgerHolds.$inferInsert, 'accountId' | 'requestHash' | 'partnerId'> & {
  currency: string;
};

/**
 * An audit entry; `transactionOf` names the entry whose account transaction on the partner's account the entry
 * reports as `after.transactionId` (as a bank credit's audit does).
 */
export type PlannedAudit = Omit<typeof auditLog.$inferInsert, 'id'> & { transactionOf?: string };

/**
 * One partner's seeded past: the ledger entries in time order and every record the services write beside
 * them (deposit records, collections, orders with their quotes, status history and holds, audit entries).
 */
export type Story = {
  entries: PlannedEntry[];
  deposits: (typeof depositRecords.$inferInsert)[];
  collections: (typeof collections.$inferInsert)[];
  quotes: (typeof fxQuotes.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  history: (typeof orderStatusHistory.$inferInsert)[];
  holds: PlannedHold[];
  audits: PlannedAudit[];
};

export const emptyStory = (): Story => ({
  entries: [],
  deposits: [],
  collections: [],
  quotes: [],
  orders: [],
  history: [],
  holds: [],
  audits: [],
});

/** In statements of at most `size` rows; drizzle would otherwise bind every value of a long history at once. */
const inChunks = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 500) => {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
};

/**
 * Writes a story the way the services would have over those days (balanced postings with running balances in
 * time order, account balances, and the records beside them), in a handful of statements instead of one
 * transaction per entry: the demo seed runs before every server and browser test.
 */
export const writeStory = async (tx: Tx, partnerId: string, story: Story) => {
  const entries = [...story.entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  const accounts = new Map<string, string>();
  const accountOf = async (kind: AccountKind, currency: string) => {
    const key = `${kind}:${currency}`;
    if (!accounts.has(key)) {
      const ref =
        kind === 'partner'
          ? partnerAccount(partnerId, currency)
          : platformAccount(partnerId, kind as never, currency);
      accounts.set(key, (await ensureAccount(tx, ref)).id);
    }
    return accounts.get(key)!;
  };
  for (const e of entries) for (const l of e.legs) await accountOf(l.kind, l.currency);
  for (const h of story.holds) await accountOf('partner', h.currency);
  const locked = await lockAccounts(tx, partnerId, [...accounts.values()]);
  const running = new Map([...locked].map(([id, a]) => [id, a.balance]));
  const entryRows: (typeof ledgerEntries.$inferInsert)[] = [];
  const postingRows: (typeof ledgerPostings.$inferInsert)[] = [];
  for (const e of entries) {
    const postings = await Promise.all(
      e.legs.map(async (l) => ({ accountId: await accountOf(l.kind, l.currency), amount: l.amount })),
    );
    entryRows.push({
      id: e.id,
      partnerId,
      type: e.type,
      idempotencyKey: e.key,
      // The hash ledger_post keeps of the request (ledger.post: the spec without its key): a replay matches.
      requestHash: requestHash({
        partnerId,
        type: e.type,
        description: e.description,
        metadata: e.metadata,
        postings,
      }),
      description: e.description,
      metadata: e.metadata,
      createdAt: e.at,
    });
    for (const [i, p] of postings.entries()) {
      const after = running.get(p.accountId)! + p.amount;
      running.set(p.accountId, after);
      postingRows.push({
        entryId: e.id,
        partnerId,
        accountId: p.accountId,
        currency: e.legs[i]!.currency,
        amount: p.amount,
        balanceAfter: after,
        createdAt: e.at,
      });
    }
  }
  await inChunks(entryRows, (c) => tx.insert(ledgerEntries).values(c));
  // Whole entries per statement: the database checks that each statement's postings balance.
  for (let i = 0; i < postingRows.length;) {
    let end = Math.min(i + 500, postingRows.length);
    while (end < postingRows.length && postingRows[end]!.entryId === postingRows[end - 1]!.entryId) end++;
    await tx.insert(ledgerPostings).values(postingRows.slice(i, end));
    i = end;
  }
  const deltas = new Map<string, AccountDelta>();
  for (const [id, a] of locked) deltas.set(id, { balance: running.get(id)! - a.balance, onHold: 0n });
  await applyDeltas(tx, locked, deltas);

  const holds = await Promise.all(
    story.holds.map(async ({ currency, ...h }) => {
      const accountId = await accountOf('partner', currency);
      // The hash createHoldTx keeps (the spec without its key).
      const hash = requestHash({ partnerId, accountId, amount: h.amount, metadata: h.metadata });
      return { ...h, partnerId, accountId, currency, requestHash: hash };
    }),
  );
  await inChunks(holds, (c) => tx.insert(ledgerHolds).values(c));
  await inChunks(story.orders, (c) => tx.insert(orders).values(c));
  await inChunks(story.quotes, (c) => tx.insert(fxQuotes).values(c));
  await inChunks(story.history, (c) => tx.insert(orderStatusHistory).values(c));
  await inChunks(story.deposits, (c) => tx.insert(depositRecords).values(c));
  await inChunks(story.collections, (c) => tx.insert(collections).values(c));

  // The account transactions the postings listed on the partner's accounts, by entry (bank credits name theirs).
  const listed = new Map(
    (
      await rowsOf<{ entry_id: string; id: string }>(
        tx,
        sql`select entry_id, id::text as id from account_transactions
          where partner_id = ${partnerId}::uuid and account_kind = 'partner' and entry_id is not null`,
      )
    ).map((r) => [r.entry_id, r.id]),
  );
  const transactionOf = (entryId: string | null | undefined) =>
    entryId ? (listed.get(entryId) ?? null) : null;
  await tx.execute(sql`update deposit_records d set transaction_id = t.id from account_transactions t
    where d.partner_id = ${partnerId}::uuid and d.entry_id is not null and d.transaction_id is null
      and t.partner_id = d.partner_id and t.entry_id = d.entry_id and t.account_kind = 'partner'`);
  await tx.execute(sql`update collections c set transaction_id = t.id from account_transactions t
    where c.partner_id = ${partnerId}::uuid and c.entry_id is not null and c.transaction_id is null
      and t.partner_id = c.partner_id and t.entry_id = c.entry_id and t.account_kind = 'partner'`);
  const audits = story.audits
    .map(({ transactionOf: entryId, ...a }) =>
      entryId === undefined
        ? a
        : { ...a, after: { ...(a.after as object), transactionId: transactionOf(entryId) } },
    )
    .sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await inChunks(audits, (c) => tx.insert(auditLog).values(c));
};

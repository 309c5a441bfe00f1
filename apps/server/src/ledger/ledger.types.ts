/** The shapes of a ledger entry, shared by single posting (ledger.post) and batches (ledger.batch). */
export type PostingSpec = { accountId: string; amount: bigint };

export type EntrySpec = {
  partnerId: string;
  /** Spec §3 transaction type (100 Deposit … 500 Fee). */
  type: number;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, unknown>;
  postings: PostingSpec[];
};

export type PostedLine = { accountId: string; currency: string; amount: bigint; balanceAfter: bigint };
export type EntryResult = { entryId: string; replayed: boolean; createdAt: Date; lines: PostedLine[] };

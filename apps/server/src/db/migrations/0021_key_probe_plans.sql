-- The money functions' statements are key lookups whatever the tables' sizes: a card by id, an earlier decision by
-- its network message id, a card's approvals by card id, an entry by its idempotency key, accounts and holds by
-- id, a hold's Pending row by the hold, a day counter by its key. Each function keeps its plans per connection,
-- made on its first call from the statistics of that moment. Made while the tables were nearly empty (a new
-- deployment, or a burst of writes before autovacuum has caught up), they scanned whole tables instead: every
-- card approval read every record written since, every posting every entry (4 to 9 ms of PostgreSQL CPU per
-- approval after fifteen thousand records, where the probes cost 0.7 ms). As for the postings' projection
-- (migration 0020), these functions plan index probes only.
ALTER FUNCTION card_authorize SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION card_authorize SET enable_hashjoin = off;
--> statement-breakpoint
ALTER FUNCTION card_authorize SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION card_authorize_batch SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION card_authorize_batch SET enable_hashjoin = off;
--> statement-breakpoint
ALTER FUNCTION card_authorize_batch SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION ledger_post SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION ledger_post SET enable_hashjoin = off;
--> statement-breakpoint
ALTER FUNCTION ledger_post SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION money_hold_changed SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION money_count_changed SET enable_seqscan = off;

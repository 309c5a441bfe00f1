-- An approval's statements are key lookups whatever the tables' sizes: the card by id, an earlier decision by its
-- network message id, the card's approvals by card id, the funding account by its owner, and the rows the
-- triggers they fire touch. `card_authorize` keeps its plans per connection; planned while card_authorizations
-- was nearly empty (statistics gathered on a new deployment, or before autovacuum has caught up with a day's
-- growth), those lookups became scans of the whole table, so every approval read every record written since:
-- 4 to 9 ms of PostgreSQL CPU per approval after fifteen thousand records, where the probes cost 0.7 ms.
-- As for the postings' projection (migration 0020), the functions plan index probes only.
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

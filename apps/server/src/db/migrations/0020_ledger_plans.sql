-- Issue 14 (speed measured against PostgreSQL itself): the projection of postings into account_transactions
-- keeps one plan per connection (force_generic_plan, migration 0007), made on its first call. Made while
-- ledger_entries and ledger_accounts were still small, that plan joined the statement's postings to them by
-- hashing the whole tables: every batch then read every entry written so far, a cost per batch that grew with
-- the ledger (about 1.5 ms of PostgreSQL CPU per batch after a few thousand entries). The statement's postings
-- are always few against the tables, so its joins are index probes by primary key whatever the tables' sizes.
ALTER FUNCTION money_project_postings() SET enable_hashjoin = off;
--> statement-breakpoint
ALTER FUNCTION money_project_postings() SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION money_project_postings() SET enable_seqscan = off;

-- Maker-checker for withdrawals and exchanges: a dedicated approve permission, and on each order
-- the decision's idempotency key and time, and for an exchange the rate its maker was quoted (approval
-- executes at the rate of that moment, so the two can differ).
-- It can run again without harm (its journal time is after 0007's, so a database migrated with 0007 alone
-- still gets it): columns only if missing, rows only if absent.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "quoted_rate" varchar(40);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "decision_key" varchar(128);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "decided_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "orders" SET "quoted_rate" = "rate" WHERE "type" = 'exchange' AND "quoted_rate" IS NULL;
--> statement-breakpoint
-- The catalogue rows the start-up seed would add (same sort and description), so the grants below can bind them.
INSERT INTO "permissions" ("id", "privilege_name", "module_name", "sort", "description") VALUES
	(gen_random_uuid(), 'approve', 'withdrawal', 105, 'Approve withdrawal'),
	(gen_random_uuid(), 'approve', 'exchange', 115, 'Approve exchange')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Until now approving needed edit on withdrawals: roles that had it keep the power to approve, nobody gains it.
INSERT INTO "role_permissions" ("partner_id", "role_id", "permission_id")
SELECT rp."partner_id", rp."role_id", ap."id"
FROM "role_permissions" rp
JOIN "permissions" ep ON ep."id" = rp."permission_id" AND ep."privilege_name" = 'edit'
JOIN "permissions" ap ON ap."module_name" = ep."module_name" AND ap."privilege_name" = 'approve'
WHERE ep."module_name" = 'withdrawal'
ON CONFLICT DO NOTHING;

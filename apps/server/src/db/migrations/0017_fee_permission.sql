-- Fees get their own permission subject: until now the fee routes were gated by withdrawal permissions.
-- The catalogue rows the start-up seed would add (same sort and description), so the grants below can bind them.
-- It can run again without harm: rows only if absent.
INSERT INTO "permissions" ("id", "privilege_name", "module_name", "sort", "description") VALUES
	(gen_random_uuid(), 'view', 'fee', 170, 'View fee'),
	(gen_random_uuid(), 'index', 'fee', 171, 'Index fee'),
	(gen_random_uuid(), 'add', 'fee', 172, 'Add fee'),
	(gen_random_uuid(), 'edit', 'fee', 173, 'Edit fee'),
	(gen_random_uuid(), 'delete', 'fee', 174, 'Delete fee')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Each role keeps what it could do with fees: it holds fee:<action> exactly where it held withdrawal:<action>
-- (view read the schedules, edit set them), so nobody gains or loses a fee screen or call.
INSERT INTO "role_permissions" ("partner_id", "role_id", "permission_id")
SELECT rp."partner_id", rp."role_id", fp."id"
FROM "role_permissions" rp
JOIN "permissions" wp ON wp."id" = rp."permission_id" AND wp."module_name" = 'withdrawal'
JOIN "permissions" fp ON fp."module_name" = 'fee' AND fp."privilege_name" = wp."privilege_name"
ON CONFLICT DO NOTHING;

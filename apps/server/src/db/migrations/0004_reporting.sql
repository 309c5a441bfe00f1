-- Reporting: background exports followed on Trade download, and account statements.
CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"user_id" uuid NOT NULL,
	"kind" varchar(64) NOT NULL,
	"format" varchar(8) NOT NULL,
	"filter" jsonb NOT NULL,
	"language" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_path" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "export_jobs_status_ck" CHECK ("status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "export_jobs_format_ck" CHECK ("format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
CREATE INDEX "export_jobs_partner_user_idx" ON "export_jobs" USING btree ("partner_id","user_id","created_at");
--> statement-breakpoint
CREATE INDEX "export_jobs_expires_idx" ON "export_jobs" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"account_id" uuid NOT NULL REFERENCES "ledger_accounts"("id"),
	"currency" char(3) NOT NULL,
	"period_type" varchar(8) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"beginning_balance" bigint NOT NULL,
	"change_amount" bigint NOT NULL,
	"ending_balance" bigint NOT NULL,
	"postings" integer NOT NULL,
	"file_name" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_balance" CHECK ("ending_balance" = "beginning_balance" + "change_amount"),
	CONSTRAINT "statements_type_ck" CHECK ("period_type" in ('daily', 'monthly')),
	CONSTRAINT "statements_period_ck" CHECK ("period_start" < "period_end" and "as_of" <= "period_end")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "statements_period_uq" ON "statements" USING btree ("partner_id","account_id","period_type","period_start");
--> statement-breakpoint
CREATE INDEX "statements_partner_period_idx" ON "statements" USING btree ("partner_id","period_start");
--> statement-breakpoint
-- Statements sum postings by time: the beginning balance of an account is the sum of its postings before an instant.
CREATE INDEX IF NOT EXISTS "ledger_postings_account_time_idx" ON "ledger_postings" USING btree ("account_id","created_at");
--> statement-breakpoint
-- The Logs screen filters the partner's audit log by user and action.
CREATE INDEX IF NOT EXISTS "audit_partner_user_time_idx" ON "audit_log" USING btree ("partner_id","user_id","created_at");

-- Collections: virtual accounts, shops and the money that arrives on them. Written to run again on a database that already has it.
CREATE TABLE IF NOT EXISTS "virtual_accounts" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "country" varchar(2) NOT NULL,
  "currency" varchar(3) NOT NULL,
  "business_type" smallint NOT NULL,
  "alias" varchar(64) NOT NULL,
  "status" smallint DEFAULT 0 NOT NULL,
  "details" jsonb,
  "issuer" varchar(32),
  "reject_reason" varchar(255),
  "created_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "opened_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "virtual_accounts_status_ck" CHECK ("status" IN (0, 1, 2)),
  CONSTRAINT "virtual_accounts_business_type_ck" CHECK ("business_type" IN (20, 21))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "virtual_accounts_partner_created_idx" ON "virtual_accounts" ("partner_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "shops" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "name" varchar(128) NOT NULL,
  "name_type" smallint NOT NULL,
  "url" varchar(2048) DEFAULT '' NOT NULL,
  "business_type" smallint NOT NULL,
  "type" smallint NOT NULL,
  "status" smallint DEFAULT 0 NOT NULL,
  "created_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "shops_status_ck" CHECK ("status" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_partner_created_idx" ON "shops" ("partner_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "collections" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "virtual_account_id" uuid NOT NULL REFERENCES "virtual_accounts"("id"),
  "currency" varchar(3) NOT NULL,
  "amount" bigint NOT NULL,
  "linked" bigint DEFAULT 0 NOT NULL,
  "linking" bigint DEFAULT 0 NOT NULL,
  "buyer_name" varchar(128) NOT NULL,
  "buyer_country" varchar(2) NOT NULL,
  "sender_name" varchar(128) NOT NULL,
  "sender_relationship" varchar(64) NOT NULL,
  "sender_account_number" varchar(64) NOT NULL,
  "sender_country" varchar(2) NOT NULL,
  "bank_reference" varchar(64) NOT NULL,
  "trade_comments" varchar(1000) DEFAULT '' NOT NULL,
  "arrived_at" timestamp with time zone NOT NULL,
  "entry_id" uuid,
  "transaction_id" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "collections_amount_ck" CHECK ("amount" > 0),
  CONSTRAINT "collections_linkable_ck" CHECK ("linked" >= 0 AND "linking" >= 0 AND "linked" + "linking" <= "amount")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "collections_bank_reference_uq" ON "collections" ("bank_reference");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "collections_partner_arrived_idx" ON "collections" ("partner_id", "arrived_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "collections_va_arrived_idx" ON "collections" ("virtual_account_id", "arrived_at");

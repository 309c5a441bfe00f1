-- Cards: products (seeded), apply records, issued cards (PAN sealed, never in clear) and their history. Written to run again on a database that already has it.
CREATE TABLE IF NOT EXISTS "card_products" (
  "id" uuid PRIMARY KEY NOT NULL,
  "name" varchar(64) NOT NULL,
  "scheme" varchar(16) NOT NULL,
  "bin" varchar(8) NOT NULL,
  "pan_length" smallint DEFAULT 16 NOT NULL,
  "models" jsonb NOT NULL,
  "card_types" jsonb NOT NULL,
  "validity_years" smallint DEFAULT 3 NOT NULL,
  "default_total_units" bigint NOT NULL,
  "default_single_units" bigint NOT NULL,
  "default_daily_units" bigint NOT NULL,
  "default_monthly_units" bigint NOT NULL,
  "default_daily_count" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "card_products_scheme_ck" CHECK ("scheme" IN ('visa', 'mastercard')),
  CONSTRAINT "card_products_bin_ck" CHECK ("bin" ~ '^[0-9]{6,8}$' AND "pan_length" BETWEEN 13 AND 19)
);
--> statement-breakpoint
INSERT INTO "card_products" ("id", "name", "scheme", "bin", "pan_length", "models", "card_types", "validity_years",
  "default_total_units", "default_single_units", "default_daily_units", "default_monthly_units", "default_daily_count")
VALUES
  ('01900000-0000-7000-8000-00000000c001', 'Visa Business (test range)', 'visa', '49999901', 16,
   '["virtual","physical"]'::jsonb, '["personal","commercial"]'::jsonb, 3, 100000, 5000, 10000, 50000, 50),
  ('01900000-0000-7000-8000-00000000c002', 'Mastercard Corporate (test range)', 'mastercard', '55999901', 16,
   '["virtual","physical"]'::jsonb, '["personal","commercial"]'::jsonb, 3, 200000, 10000, 20000, 100000, 100)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "card_apply_records" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "merchants"("id"),
  "product_id" uuid NOT NULL REFERENCES "card_products"("id"),
  "model" varchar(16) NOT NULL,
  "card_type" varchar(16) NOT NULL,
  "funding" varchar(16) NOT NULL,
  "currency" char(3) NOT NULL,
  "cardholder_name" varchar(26) DEFAULT '' NOT NULL,
  "shipping_address" varchar(255) DEFAULT '' NOT NULL,
  "shipping_city" varchar(64) DEFAULT '' NOT NULL,
  "shipping_postal_code" varchar(16) DEFAULT '' NOT NULL,
  "shipping_country" varchar(2) DEFAULT '' NOT NULL,
  "status" varchar(16) DEFAULT 'pending' NOT NULL,
  "reason" varchar(255) DEFAULT '' NOT NULL,
  "card_id" uuid,
  "batch_id" uuid,
  "batch_line" integer,
  "created_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "card_apply_status_ck" CHECK ("status" IN ('pending', 'processing', 'success', 'failed')),
  CONSTRAINT "card_apply_model_ck" CHECK ("model" IN ('virtual', 'physical')),
  CONSTRAINT "card_apply_funding_ck" CHECK ("funding" IN ('shared', 'topUp'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_apply_partner_created_idx" ON "card_apply_records" ("partner_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_apply_merchant_idx" ON "card_apply_records" ("merchant_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cards" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "merchants"("id"),
  "product_id" uuid NOT NULL REFERENCES "card_products"("id"),
  "apply_id" uuid REFERENCES "card_apply_records"("id"),
  "card_token" varchar(40) NOT NULL,
  "scheme" varchar(16) NOT NULL,
  "bin" varchar(8) NOT NULL,
  "pan_last4" char(4) NOT NULL,
  "pan_fingerprint" varchar(64) NOT NULL,
  "pan_encrypted" text NOT NULL,
  "key_id" varchar(32) NOT NULL,
  "expiry_month" smallint NOT NULL,
  "expiry_year" smallint NOT NULL,
  "status" varchar(16) NOT NULL,
  "model" varchar(16) NOT NULL,
  "card_type" varchar(16) NOT NULL,
  "funding" varchar(16) NOT NULL,
  "currency" char(3) NOT NULL,
  "cardholder_name" varchar(26) NOT NULL,
  "limit_total" bigint,
  "limit_single" bigint,
  "limit_daily" bigint,
  "limit_monthly" bigint,
  "limit_daily_count" integer,
  "pin_hash" text,
  "acs_password_hash" text,
  "shipping_address" varchar(255) DEFAULT '' NOT NULL,
  "shipping_city" varchar(64) DEFAULT '' NOT NULL,
  "shipping_postal_code" varchar(16) DEFAULT '' NOT NULL,
  "shipping_country" varchar(2) DEFAULT '' NOT NULL,
  "activated_at" timestamp with time zone,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cards_status_ck" CHECK ("status" IN ('unactivated', 'normal', 'blocked', 'lost', 'expired', 'closing', 'closed')),
  CONSTRAINT "cards_model_ck" CHECK ("model" IN ('virtual', 'physical')),
  CONSTRAINT "cards_funding_ck" CHECK ("funding" IN ('shared', 'topUp')),
  CONSTRAINT "cards_expiry_ck" CHECK ("expiry_month" BETWEEN 1 AND 12),
  CONSTRAINT "cards_limits_ck" CHECK (coalesce("limit_total", 0) >= 0 AND coalesce("limit_single", 0) >= 0
    AND coalesce("limit_daily", 0) >= 0 AND coalesce("limit_monthly", 0) >= 0 AND coalesce("limit_daily_count", 0) >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cards_fingerprint_uq" ON "cards" ("pan_fingerprint");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cards_token_uq" ON "cards" ("card_token");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cards_partner_created_idx" ON "cards" ("partner_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cards_merchant_idx" ON "cards" ("merchant_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cards_status_expiry_idx" ON "cards" ("status", "expiry_year", "expiry_month");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "card_events" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "card_id" uuid NOT NULL REFERENCES "cards"("id") ON DELETE cascade,
  "action" varchar(16) NOT NULL,
  "from_status" varchar(16),
  "to_status" varchar(16),
  "reason" varchar(255) DEFAULT '' NOT NULL,
  "channel" varchar(8) NOT NULL,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "actor_id" uuid REFERENCES "users"("id"),
  "actor_name" varchar(128) NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "card_events_channel_ck" CHECK ("channel" IN ('portal', 'api', 'system'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_events_card_idx" ON "card_events" ("card_id", "at");

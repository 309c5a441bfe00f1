-- Card-network messages and the processor's decisions (spec §3 Card authorization record): one row per message, keyed by the network's message id; follow-up messages point at their original authorization. Written to run again on a database that already has it.
CREATE SEQUENCE IF NOT EXISTS "card_authorization_no_seq";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "card_authorizations" (
  "id" uuid PRIMARY KEY NOT NULL,
  "record_no" varchar(16) DEFAULT 'A' || lpad(nextval('card_authorization_no_seq')::text, 9, '0') NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "card_id" uuid NOT NULL REFERENCES "cards"("id"),
  "network_message_id" varchar(64) NOT NULL,
  "request_hash" varchar(64) NOT NULL,
  "message_type" varchar(16) NOT NULL,
  "record_type" varchar(24) NOT NULL,
  "original_id" uuid REFERENCES "card_authorizations"("id"),
  "auth_code" varchar(6) DEFAULT '' NOT NULL,
  "auth_status" varchar(16) NOT NULL,
  "settle_status" varchar(24),
  "response_code" char(2) NOT NULL,
  "decline_key" varchar(32) DEFAULT '' NOT NULL,
  "decline_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "transaction_amount" bigint DEFAULT 0 NOT NULL,
  "transaction_currency" char(3) NOT NULL,
  "billing_amount" bigint DEFAULT 0 NOT NULL,
  "billing_currency" char(3) NOT NULL,
  "rate" varchar(40) DEFAULT '1' NOT NULL,
  "settled_transaction_amount" bigint DEFAULT 0 NOT NULL,
  "settled_billing_amount" bigint DEFAULT 0 NOT NULL,
  "refunded_billing_amount" bigint DEFAULT 0 NOT NULL,
  "hold_id" uuid,
  "entry_id" uuid,
  "mcc" char(4) DEFAULT '' NOT NULL,
  "acquirer_id" varchar(11) DEFAULT '' NOT NULL,
  "acceptor_id" varchar(32) DEFAULT '' NOT NULL,
  "acceptor_name" varchar(64) DEFAULT '' NOT NULL,
  "country" char(2) DEFAULT '' NOT NULL,
  "expires_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "card_authorizations_amounts_ck" CHECK ("transaction_amount" >= 0 AND "billing_amount" >= 0
    AND "settled_billing_amount" >= 0 AND "refunded_billing_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "card_authorizations_message_uq" ON "card_authorizations" ("network_message_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "card_authorizations_no_uq" ON "card_authorizations" ("record_no");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_authorizations_partner_created_idx" ON "card_authorizations" ("partner_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_authorizations_card_created_idx" ON "card_authorizations" ("card_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_authorizations_original_idx" ON "card_authorizations" ("original_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_authorizations_open_idx" ON "card_authorizations" ("expires_at")
  WHERE "settle_status" = 'unsettled';

-- One-time codes sent to a cardholder's registered email to reset the card's PIN or ACS password: only a hash is kept, one open code per card and secret. Written to run again on a database that already has it.
CREATE TABLE IF NOT EXISTS "card_reset_codes" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "card_id" uuid NOT NULL REFERENCES "cards"("id") ON DELETE CASCADE,
  "secret" varchar(16) NOT NULL,
  "code_hash" varchar(64) NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "card_reset_codes_secret_ck" CHECK ("secret" IN ('pin', 'acsPassword'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "card_reset_codes_card_secret_uq" ON "card_reset_codes" ("card_id", "secret");

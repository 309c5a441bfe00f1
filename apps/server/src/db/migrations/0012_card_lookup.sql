-- The public single-card balance lookup: wrong tries and locks per card PAN fingerprint (kept for any PAN
-- typed, whether or not a card has it, so a lock says nothing about a card existing), and issued card tokens
-- as keyed hashes (the token itself is never stored).
CREATE TABLE IF NOT EXISTS "card_lookup_attempts" (
  "pan_fingerprint" char(64) PRIMARY KEY NOT NULL,
  "failures" integer DEFAULT 0 NOT NULL,
  "first_failure_at" timestamp with time zone,
  "locked_until" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "card_lookup_tokens" (
  "token_hash" char(64) PRIMARY KEY NOT NULL,
  "card_id" uuid NOT NULL REFERENCES "cards"("id") ON DELETE cascade,
  "expires_at" timestamp with time zone NOT NULL,
  "ip" varchar(64),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_lookup_tokens_card_idx" ON "card_lookup_tokens" ("card_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_lookup_tokens_expires_idx" ON "card_lookup_tokens" ("expires_at");

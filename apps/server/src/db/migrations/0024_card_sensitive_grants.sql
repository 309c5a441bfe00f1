-- The card sensitive view's one-time grant (issue 30, finding 9): a right password at card/get-by makes one,
-- card/reveal spends it once within its short life, from the same session for the same card. Only the token's
-- SHA-256 is stored.
CREATE TABLE IF NOT EXISTS "card_sensitive_grants" (
  "token_hash" varchar(64) PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "card_id" uuid NOT NULL REFERENCES "cards"("id") ON DELETE cascade,
  "session_hash" varchar(64) NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_sensitive_grants_expires_idx" ON "card_sensitive_grants" ("expires_at");

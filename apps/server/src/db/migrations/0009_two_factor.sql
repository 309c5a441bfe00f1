-- Two-factor sign-in (TOTP, RFC 6238). Written to run again on a database that already has it.
ALTER TABLE "partners" ADD COLUMN IF NOT EXISTS "require_two_factor" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "user_two_factor" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "secret_sealed" text NOT NULL,
  "confirmed_at" timestamp with time zone,
  "last_step" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "two_factor_recovery_codes" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "code_hash" varchar(64) NOT NULL,
  "used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "two_factor_recovery_user_idx" ON "two_factor_recovery_codes" ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "two_factor_challenges" (
  "token_hash" varchar(64) PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "two_factor_challenges_user_idx" ON "two_factor_challenges" ("user_id");

-- Merchants (cardholders): onboarding with documents and a timeline. Written to run again on a database that already has it.
CREATE SEQUENCE IF NOT EXISTS "merchant_no_seq";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "merchants" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "merchant_no" varchar(16) DEFAULT 'M' || lpad(nextval('merchant_no_seq')::text, 6, '0') NOT NULL,
  "status" varchar(16) DEFAULT 'toBeUploaded' NOT NULL,
  "merchant_type" smallint NOT NULL,
  "first_name" varchar(64) NOT NULL,
  "middle_name" varchar(64) DEFAULT '' NOT NULL,
  "last_name" varchar(64) NOT NULL,
  "email" varchar(254) NOT NULL,
  "mobile" varchar(20) NOT NULL,
  "gender" varchar(8) NOT NULL,
  "date_of_birth" date NOT NULL,
  "nationality" varchar(2) NOT NULL,
  "id_type" varchar(16) NOT NULL,
  "id_number" varchar(64) NOT NULL,
  "id_issue_date" date NOT NULL,
  "id_expiry_date" date NOT NULL,
  "residence_address" varchar(255) NOT NULL,
  "residence_country" varchar(2) NOT NULL,
  "registration_code" varchar(64) DEFAULT '' NOT NULL,
  "vat_code" varchar(64) DEFAULT '' NOT NULL,
  "registration_date" date,
  "business_scope" varchar(1000) DEFAULT '' NOT NULL,
  "legal_person" varchar(128) DEFAULT '' NOT NULL,
  "shareholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "risk_level" varchar(8),
  "registration_address" varchar(255) DEFAULT '' NOT NULL,
  "registration_country" varchar(2) DEFAULT '' NOT NULL,
  "rejection_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "rejection_comment" varchar(1000) DEFAULT '' NOT NULL,
  "screening_hits" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "created_by" uuid REFERENCES "users"("id"),
  "submitted_by" uuid REFERENCES "users"("id"),
  "submitted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "merchants_status_ck" CHECK ("status" IN ('toBeUploaded', 'underReview', 'approved', 'rejected', 'closed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "merchants_no_uq" ON "merchants" ("merchant_no");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "merchants_partner_created_idx" ON "merchants" ("partner_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "merchants_status_submitted_idx" ON "merchants" ("status", "submitted_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "merchant_documents" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "merchants"("id") ON DELETE cascade,
  "kind" varchar(16) NOT NULL,
  "storage_key" varchar(200) NOT NULL,
  "file_name" varchar(255) NOT NULL,
  "content_type" varchar(64) NOT NULL,
  "size" integer NOT NULL,
  "sha256" varchar(64) NOT NULL,
  "uploaded_by" uuid REFERENCES "users"("id"),
  "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "merchant_documents_kind_uq" ON "merchant_documents" ("merchant_id", "kind");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "merchant_events" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "merchants"("id") ON DELETE cascade,
  "action" varchar(16) NOT NULL,
  "from_status" varchar(16),
  "to_status" varchar(16) NOT NULL,
  "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "comment" varchar(1000) DEFAULT '' NOT NULL,
  "actor_id" uuid REFERENCES "users"("id"),
  "actor_name" varchar(128) NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "merchant_events_merchant_idx" ON "merchant_events" ("merchant_id", "at");

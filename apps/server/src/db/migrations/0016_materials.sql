-- Trade materials and their links to collections. Written to run again on a database that already has it.
CREATE SEQUENCE IF NOT EXISTS "material_no_seq";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "materials" (
  "id" uuid PRIMARY KEY NOT NULL,
  "material_no" varchar(16) DEFAULT 'MT' || lpad(nextval('material_no_seq')::text, 6, '0') NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "name" varchar(128) NOT NULL,
  "currency" varchar(3) NOT NULL,
  "amount" bigint NOT NULL,
  "linked" bigint DEFAULT 0 NOT NULL,
  "linking" bigint DEFAULT 0 NOT NULL,
  "status" smallint DEFAULT 1 NOT NULL,
  "transaction_certificate" jsonb,
  "logistics_certificate" jsonb,
  "comments" varchar(500) DEFAULT '' NOT NULL,
  "review_comments" varchar(500) DEFAULT '' NOT NULL,
  "reviewed_by" uuid REFERENCES "users"("id"),
  "reviewed_at" timestamp with time zone,
  "created_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "materials_amount_ck" CHECK ("amount" > 0),
  CONSTRAINT "materials_status_ck" CHECK ("status" IN (1, 2, 3)),
  CONSTRAINT "materials_certificate_ck" CHECK ("transaction_certificate" IS NOT NULL OR "logistics_certificate" IS NOT NULL),
  CONSTRAINT "materials_linkable_ck" CHECK ("linked" >= 0 AND "linking" >= 0 AND "linked" + "linking" <= "amount")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "materials_no_uq" ON "materials" ("material_no");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "materials_partner_created_idx" ON "materials" ("partner_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "material_links" (
  "id" uuid PRIMARY KEY NOT NULL,
  "partner_id" uuid NOT NULL REFERENCES "partners"("id"),
  "material_id" uuid NOT NULL REFERENCES "materials"("id"),
  "collection_id" uuid NOT NULL REFERENCES "collections"("id"),
  "currency" varchar(3) NOT NULL,
  "amount" bigint NOT NULL,
  "status" smallint DEFAULT 1 NOT NULL,
  "comments" varchar(500) DEFAULT '' NOT NULL,
  "created_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by" uuid REFERENCES "users"("id"),
  "decided_at" timestamp with time zone,
  CONSTRAINT "material_links_amount_ck" CHECK ("amount" > 0),
  CONSTRAINT "material_links_status_ck" CHECK ("status" IN (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "material_links_active_uq" ON "material_links" ("material_id", "collection_id") WHERE "status" IN (1, 2);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "material_links_partner_created_idx" ON "material_links" ("partner_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "material_links_collection_idx" ON "material_links" ("collection_id");

-- Payees and orders: beneficiaries, withdrawal accounts, fee schedules, FX quotes, orders and their history.
CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"status" smallint DEFAULT 1 NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"payee_type" smallint NOT NULL,
	"account_type" smallint NOT NULL,
	"nature_of_account" varchar(16),
	"company_name" varchar(255) DEFAULT '' NOT NULL,
	"registered_country" varchar(2) DEFAULT '' NOT NULL,
	"register_number" varchar(64) DEFAULT '' NOT NULL,
	"incorporation_date" varchar(10) DEFAULT '' NOT NULL,
	"tax_number" varchar(64) DEFAULT '' NOT NULL,
	"id_issued_date" varchar(10) DEFAULT '' NOT NULL,
	"id_expiry_date" varchar(10) DEFAULT '' NOT NULL,
	"id_organ" varchar(255) DEFAULT '' NOT NULL,
	"resident_country" varchar(2) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"city" varchar(128) DEFAULT '' NOT NULL,
	"postal_code" varchar(32) DEFAULT '' NOT NULL,
	"state" varchar(128) DEFAULT '' NOT NULL,
	"country" varchar(2) DEFAULT '' NOT NULL,
	"bank_name" varchar(255) DEFAULT '' NOT NULL,
	"bank_country" varchar(2) DEFAULT '' NOT NULL,
	"bank_address" varchar(255) DEFAULT '' NOT NULL,
	"branch_code" varchar(32) DEFAULT '' NOT NULL,
	"bsb_number" varchar(6) DEFAULT '' NOT NULL,
	"bank_number" varchar(64) DEFAULT '' NOT NULL,
	"swift" varchar(11) DEFAULT '' NOT NULL,
	"iban" varchar(34) DEFAULT '' NOT NULL,
	"intermediary_bank_name" varchar(255) DEFAULT '' NOT NULL,
	"intermediary_swift" varchar(11) DEFAULT '' NOT NULL,
	"fee_direction" varchar(3) DEFAULT '' NOT NULL,
	"payment_method" varchar(8) DEFAULT '' NOT NULL,
	"currency" char(3) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiaries_status_ck" CHECK ("status" in (0, 1, 2)),
	CONSTRAINT "beneficiaries_types_ck" CHECK ("payee_type" in (1, 2) and "account_type" in (1, 2))
);
--> statement-breakpoint
CREATE INDEX "beneficiaries_partner_idx" ON "beneficiaries" USING btree ("partner_id","created_at");
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"beneficiary_id" uuid NOT NULL REFERENCES "beneficiaries"("id"),
	"currency" char(3) NOT NULL,
	"account_number" varchar(64) DEFAULT '' NOT NULL,
	"alias" varchar(64) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_accounts_status_ck" CHECK ("status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_partner_idx" ON "withdrawal_accounts" USING btree ("partner_id","created_at");
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"order_type" varchar(16) NOT NULL,
	"currency" char(3) NOT NULL,
	"fixed" bigint NOT NULL,
	"bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_schedules_pk" PRIMARY KEY ("partner_id","order_type","currency"),
	CONSTRAINT "fee_schedules_values_ck" CHECK ("fixed" >= 0 and "bps" between 0 and 2000)
);
--> statement-breakpoint
CREATE TABLE "fx_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"user_id" uuid,
	"sell_currency" char(3) NOT NULL,
	"buy_currency" char(3) NOT NULL,
	"fixed_side" varchar(4) NOT NULL,
	"sell_amount" bigint NOT NULL,
	"buy_amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"mid_rate" varchar(40) NOT NULL,
	"rate" varchar(40) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "order_no_seq" START 1000;
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"order_no" varchar(24) NOT NULL,
	"type" varchar(16) NOT NULL,
	"status" smallint NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"buy_currency" char(3),
	"buy_amount" bigint,
	"rate" varchar(40),
	"fixed_side" varchar(4),
	"withdrawal_account_id" uuid REFERENCES "withdrawal_accounts"("id"),
	"beneficiary_id" uuid REFERENCES "beneficiaries"("id"),
	"account_number" varchar(64),
	"beneficiary_name" varchar(255),
	"merchant_id" uuid,
	"direction" varchar(16),
	"remark" varchar(140) DEFAULT '' NOT NULL,
	"failure_reason" varchar(255),
	"hold_id" uuid,
	"fee_hold_id" uuid,
	"quote_id" uuid,
	"idempotency_key" varchar(128) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"approved_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("status" in (1, 2, 3, 4, 5)),
	CONSTRAINT "orders_type_ck" CHECK ("type" in ('withdrawal', 'exchange', 'payment', 'transfer')),
	CONSTRAINT "orders_amount_ck" CHECK ("amount" > 0 and "fee" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idem_uq" ON "orders" USING btree ("partner_id","idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");
--> statement-breakpoint
CREATE INDEX "orders_partner_type_time_idx" ON "orders" USING btree ("partner_id","type","created_at");
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id"),
	"partner_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"note" varchar(255) DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"order_type" varchar(16) NOT NULL,
	"currency" char(3) NOT NULL,
	"threshold" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_rules_pk" PRIMARY KEY ("partner_id","order_type","currency"),
	CONSTRAINT "approval_rules_threshold_ck" CHECK ("threshold" > 0)
);

-- Money core: the account-transactions projection of the ledger, its per-day counters, deposit records.
-- account_transactions holds one row per posting on a customer account, written by a trigger on ledger_postings
-- in the same database transaction as the posting, so every path that posts (deposits, orders, cards) is listed.
CREATE TABLE "account_transactions" (
	"id" bigserial NOT NULL,
	"partner_id" uuid NOT NULL,
	"posting_id" bigint NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"account_kind" varchar(32) NOT NULL,
	"currency" char(3) NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"txn_currency" char(3),
	"txn_amount" bigint,
	"rate" varchar(40),
	"related_id" varchar(64),
	"order_no" varchar(64),
	"country" varchar(2),
	"counterparty_account" varchar(64),
	"counterparty_name" varchar(255),
	"description" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_transactions_pk" PRIMARY KEY ("partner_id", "id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_transactions_posting_uq" ON "account_transactions" ("partner_id", "posting_id");
--> statement-breakpoint
CREATE INDEX "account_transactions_time_idx" ON "account_transactions" ("partner_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "account_transactions_account_idx" ON "account_transactions" ("account_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "account_transactions_type_idx" ON "account_transactions" ("partner_id", "type", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Exact totals without counting a million rows: per account, UTC day, type and status, with the day's credits and debits.
CREATE TABLE "account_transaction_days" (
	"partner_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"account_kind" varchar(32) NOT NULL,
	"currency" char(3) NOT NULL,
	"day" date NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_transaction_days_pk" PRIMARY KEY ("partner_id", "account_id", "day", "type", "status")
);
--> statement-breakpoint
CREATE INDEX "account_transaction_days_day_idx" ON "account_transaction_days" ("partner_id", "day");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_num(v text) RETURNS bigint AS $$
  SELECT CASE WHEN v ~ '^-?[0-9]{1,18}$' THEN v::bigint ELSE NULL END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Projects the customer postings of each insert statement in one set-based insert (a statement-level trigger
-- with a transition table: one call per entry, not per posting). Type from the entry (a transfer's or an
-- exchange's legs are "in" or "out" by their sign); status, fee, order number and counterparty from the entry's
-- metadata when present, read defensively: a value of the wrong shape is ignored, never an error.
CREATE OR REPLACE FUNCTION money_project_postings() RETURNS trigger AS $$
BEGIN
  WITH inserted AS (
  INSERT INTO account_transactions (
    partner_id, posting_id, entry_id, account_id, account_kind, currency, type, status, amount, fee, balance_after,
    txn_currency, txn_amount, rate, related_id, order_no, country, counterparty_account, counterparty_name,
    description, created_at)
  SELECT n.partner_id, n.id, n.entry_id, n.account_id, a.kind, n.currency,
    CASE WHEN e.type IN (120, 121) THEN CASE WHEN n.amount < 0 THEN 121 ELSE 120 END
         WHEN e.type IN (122, 123) THEN CASE WHEN n.amount < 0 THEN 123 ELSE 122 END
         ELSE e.type END,
    coalesce(money_num(x.t ->> 'status')::smallint, 1), n.amount, coalesce(money_num(x.t ->> 'fee'), 0), n.balance_after,
    CASE WHEN (x.t ->> 'currency') ~ '^[A-Z]{3}$' THEN x.t ->> 'currency' END, money_num(x.t ->> 'amount'),
    left(x.t ->> 'rate', 40), left(coalesce(x.t ->> 'related', x.m ->> 'relatedTransactionId'), 64),
    left(coalesce(x.t ->> 'orderNo', x.m ->> 'orderNo'), 64),
    CASE WHEN (x.t ->> 'country') ~ '^[A-Z]{2}$' THEN x.t ->> 'country' END,
    left(x.t ->> 'counterpartyAccount', 64), left(x.t ->> 'counterpartyName', 255), left(e.description, 255),
    n.created_at
  FROM new_postings n
  JOIN ledger_accounts a ON a.id = n.account_id AND a.is_customer
  JOIN ledger_entries e ON e.id = n.entry_id
  CROSS JOIN LATERAL (
    SELECT CASE WHEN jsonb_typeof(e.metadata) = 'object' THEN e.metadata ELSE '{}'::jsonb END AS m,
           CASE WHEN jsonb_typeof(e.metadata -> 'txn') = 'object' THEN e.metadata -> 'txn' ELSE '{}'::jsonb END AS t
  ) x
  ORDER BY n.id
  RETURNING partner_id, account_id, account_kind, currency, created_at, type, status, amount)
  -- The day counters in the same statement, grouped first so one statement never touches a counter twice.
  INSERT INTO account_transaction_days AS d (partner_id, account_id, account_kind, currency, day, type, status, n, credit, debit)
  SELECT partner_id, account_id, account_kind, currency, (created_at AT TIME ZONE 'UTC')::date, type, status,
    count(*), sum(greatest(amount, 0)), sum(greatest(-amount, 0))
  FROM inserted
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 5, 6, 7
  ON CONFLICT (partner_id, account_id, day, type, status) DO UPDATE
    SET n = d.n + excluded.n, credit = d.credit + excluded.credit, debit = d.debit + excluded.debit;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_project AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION money_project_postings();
--> statement-breakpoint
-- Rows written otherwise (never in code; a manual repair) move the counters row by row.
CREATE OR REPLACE FUNCTION money_count_day(r account_transactions, sign int) RETURNS void AS $$
BEGIN
  INSERT INTO account_transaction_days AS d (partner_id, account_id, account_kind, currency, day, type, status, n, credit, debit)
  VALUES (r.partner_id, r.account_id, r.account_kind, r.currency, (r.created_at AT TIME ZONE 'UTC')::date, r.type, r.status,
    sign, sign * greatest(r.amount, 0), sign * greatest(-r.amount, 0))
  ON CONFLICT (partner_id, account_id, day, type, status) DO UPDATE
    SET n = d.n + excluded.n, credit = d.credit + excluded.credit, debit = d.debit + excluded.debit;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_count_changed() RETURNS trigger AS $$
BEGIN
  PERFORM money_count_day(OLD, -1);
  IF TG_OP = 'UPDATE' THEN PERFORM money_count_day(NEW, 1); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_transactions_count_change AFTER DELETE OR UPDATE OF type, status, amount, created_at, account_id
  ON account_transactions FOR EACH ROW EXECUTE FUNCTION money_count_changed();
--> statement-breakpoint
-- Deposits: Pending until the bank's notification, then Credited (through the ledger) or Failed.
CREATE TABLE "deposit_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"order_no" varchar(32) NOT NULL,
	"credit_currency" char(3) NOT NULL,
	"credited_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint NOT NULL,
	"payment_currency" char(3) NOT NULL,
	"bank_name" varchar(255) NOT NULL,
	"bank_account_number" varchar(64) NOT NULL,
	"estimated_arrival_date" date NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"failure_reason" varchar(255),
	"bank_reference" varchar(64) NOT NULL,
	"entry_id" uuid,
	"transaction_id" bigint,
	"idempotency_key" varchar(128) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "deposit_records_status_ck" CHECK ("status" in ('pending', 'credited', 'failed')),
	CONSTRAINT "deposit_records_paid_ck" CHECK ("paid_amount" > 0 and "credited_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_records_order_no_uq" ON "deposit_records" ("order_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_records_bank_ref_uq" ON "deposit_records" ("bank_reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_records_idem_uq" ON "deposit_records" ("partner_id", "idempotency_key");
--> statement-breakpoint
CREATE INDEX "deposit_records_partner_idx" ON "deposit_records" ("partner_id", "created_at" DESC, "id" DESC);

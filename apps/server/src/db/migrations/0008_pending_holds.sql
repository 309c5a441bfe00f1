-- Pending holds in the transaction lists (spec §3 transaction status 11 Pending). Money reserved by a
-- two-phase hold (a withdrawal waiting for the bank, an exchange waiting for approval) is listed as a Pending
-- row on its customer account from the moment it is held; when the hold leaves pending (captured: the capture's
-- postings are listed as Normal rows by money_project_postings; voided: nothing moved) the Pending row goes.
-- A Pending row has no posting and no entry: it carries the hold's id instead, and status 11 is reserved to
-- it, so readers that add up money moved (the dashboard's incoming/outgoing) leave status 11 out.
ALTER TABLE "account_transactions" ALTER COLUMN "posting_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_transactions" ALTER COLUMN "entry_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_transactions" ADD COLUMN "hold_id" uuid;
--> statement-breakpoint
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_source_ck" CHECK (
  ("posting_id" IS NOT NULL AND "entry_id" IS NOT NULL AND "hold_id" IS NULL AND "status" <> 11)
  OR ("posting_id" IS NULL AND "entry_id" IS NULL AND "hold_id" IS NOT NULL AND "status" = 11));
--> statement-breakpoint
CREATE UNIQUE INDEX "account_transactions_hold_uq" ON "account_transactions" ("partner_id", "hold_id")
  WHERE "hold_id" IS NOT NULL;
--> statement-breakpoint
-- Postings as before (migration 0003), except that status 11 is never taken from an entry's metadata: a
-- posting has moved money, so it is never Pending (an entry that says 11 is listed as Normal).
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
    CASE WHEN (x.t ->> 'status') ~ '^[0-9]{1,4}$' AND (x.t ->> 'status')::int <> 11
         THEN (x.t ->> 'status')::smallint ELSE 1 END,
    n.amount, coalesce(money_num(x.t ->> 'fee'), 0), n.balance_after,
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
ALTER FUNCTION money_project_postings() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
-- The Pending row of one pending hold on a customer account (nothing for a platform account's hold). Read from
-- the hold's metadata, defensively as for entries: `type` (a spec §3 code; else 500 Fee when `fee` is true,
-- else 111 Payment), `orderNo`, `description`, and `txn` {counterpartyAccount, counterpartyName, country}.
-- The amount is the money held, as the debit it will become; balance_after is the account's ledger balance,
-- which a hold does not move. Counted in the day counters like any row.
CREATE OR REPLACE FUNCTION money_project_hold(h ledger_holds) RETURNS void AS $$
DECLARE
  r account_transactions;
BEGIN
  IF h.status <> 'pending' OR h.remaining <= 0 THEN RETURN; END IF;
  INSERT INTO account_transactions (
    partner_id, hold_id, account_id, account_kind, currency, type, status, amount, fee, balance_after,
    order_no, country, counterparty_account, counterparty_name, description, created_at)
  SELECT h.partner_id, h.id, a.id, a.kind, h.currency,
    CASE WHEN (x.m ->> 'type') ~ '^[0-9]{3}$' THEN (x.m ->> 'type')::smallint
         WHEN x.m -> 'fee' = 'true'::jsonb THEN 500
         ELSE 111 END,
    11, -h.remaining, 0, a.balance,
    left(x.m ->> 'orderNo', 64),
    CASE WHEN (x.t ->> 'country') ~ '^[A-Z]{2}$' THEN x.t ->> 'country' END,
    left(x.t ->> 'counterpartyAccount', 64), left(x.t ->> 'counterpartyName', 255),
    left(coalesce(x.m ->> 'description', ''), 255), h.created_at
  FROM ledger_accounts a
  CROSS JOIN LATERAL (
    SELECT CASE WHEN jsonb_typeof(h.metadata) = 'object' THEN h.metadata ELSE '{}'::jsonb END AS m,
           CASE WHEN jsonb_typeof(h.metadata -> 'txn') = 'object' THEN h.metadata -> 'txn' ELSE '{}'::jsonb END AS t
  ) x
  WHERE a.id = h.account_id AND a.is_customer
  ON CONFLICT (partner_id, hold_id) WHERE hold_id IS NOT NULL DO NOTHING
  RETURNING * INTO r;
  IF FOUND THEN PERFORM money_count_day(r, 1); END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A hold written: its Pending row. A hold changed: while pending the row follows the amount held; once it
-- leaves pending (posted, partially posted, voided) the row is deleted, and the row trigger
-- account_transactions_count_change takes it off the day counters.
CREATE OR REPLACE FUNCTION money_hold_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM money_project_hold(NEW);
  ELSIF NEW.status = 'pending' AND NEW.remaining > 0 THEN
    UPDATE account_transactions SET amount = -NEW.remaining
    WHERE partner_id = NEW.partner_id AND hold_id = NEW.id AND amount <> -NEW.remaining;
  ELSE
    DELETE FROM account_transactions WHERE partner_id = NEW.partner_id AND hold_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_holds_project AFTER INSERT OR UPDATE OF status, remaining ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION money_hold_changed();
--> statement-breakpoint
-- Holds pending before this migration get their rows too.
SELECT money_project_hold(h) FROM ledger_holds h WHERE h.status = 'pending' ORDER BY h.created_at, h.id;

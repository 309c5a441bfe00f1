-- One round trip per ledger entry: the idempotent entry insert, the accounts locked in id
-- order, the balance check per currency, the postings with their running balances, and the balance and hold
-- updates, all in one function call. Called alone it is its own transaction (no BEGIN/COMMIT round trips);
-- called inside an order's transaction it joins it. The application's refusals leave with their own codes:
--   RL404 an account is not the partner's, RL402 available would fall below zero (DETAIL = currency),
--   RL409 the idempotency key was used for another request, RL500 the postings do not balance (a bug).
CREATE OR REPLACE FUNCTION ledger_post(
  p_entry_id uuid, p_partner_id uuid, p_type smallint, p_key varchar, p_hash char(64), p_description varchar,
  p_metadata jsonb, p_accounts uuid[], p_amounts bigint[], p_hold_accounts uuid[], p_hold_amounts bigint[]
) RETURNS TABLE (r_entry_id uuid, r_created_at text, r_replayed boolean, r_account_id uuid, r_currency char(3),
  r_amount text, r_balance_after text) AS $$
DECLARE
  v_created timestamptz;
  v_existing uuid;
  v_hash char(64);
  v_locked int;
  v_wanted int;
  v_bad text;
  v_ids uuid[];
  v_bals bigint[];
  v_holds bigint[];
BEGIN
  INSERT INTO ledger_entries AS e (id, partner_id, type, idempotency_key, request_hash, description, metadata)
  VALUES (p_entry_id, p_partner_id, p_type, p_key, p_hash, coalesce(p_description, ''), p_metadata)
  ON CONFLICT (partner_id, idempotency_key) DO NOTHING
  RETURNING e.created_at INTO v_created;

  IF v_created IS NULL THEN
    -- A replay: the same request answers with the first result, another request under the key is refused.
    SELECT e.id, e.request_hash, e.created_at INTO v_existing, v_hash, v_created
    FROM ledger_entries e WHERE e.partner_id = p_partner_id AND e.idempotency_key = p_key;
    IF v_existing IS NULL THEN
      RAISE EXCEPTION 'idempotency conflict without an entry' USING ERRCODE = '40001';
    END IF;
    IF v_hash <> p_hash THEN
      RAISE EXCEPTION 'idempotency key % was used for another request', p_key USING ERRCODE = 'RL409';
    END IF;
    RETURN QUERY
      SELECT v_existing, to_json(v_created) #>> '{}', true, p.account_id, p.currency, p.amount::text,
        p.balance_after::text
      FROM ledger_postings p WHERE p.entry_id = v_existing ORDER BY p.id;
    RETURN;
  END IF;

  -- Row locks in one fixed order (by id): two entries over the same accounts never deadlock.
  SELECT count(*) INTO v_locked FROM (
    SELECT a.id FROM ledger_accounts a
    WHERE a.id = ANY (p_accounts || p_hold_accounts) AND a.partner_id = p_partner_id
    ORDER BY a.id FOR UPDATE) l;
  SELECT count(DISTINCT x) INTO v_wanted FROM unnest(p_accounts || p_hold_accounts) x;
  IF v_locked <> v_wanted THEN
    RAISE EXCEPTION 'ledger account not found for this partner' USING ERRCODE = 'RL404';
  END IF;

  IF EXISTS (
    SELECT 1 FROM unnest(p_accounts, p_amounts) x(acc, amt) JOIN ledger_accounts a ON a.id = x.acc
    GROUP BY a.currency HAVING sum(x.amt) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger entry % does not balance', p_entry_id USING ERRCODE = 'RL500';
  END IF;

  -- Each account's change, once: balance by its postings, on hold by the holds released or taken.
  SELECT array_agg(u.acc), array_agg(u.bal), array_agg(u.hold) INTO v_ids, v_bals, v_holds FROM (
    SELECT x.acc, sum(x.bal) AS bal, sum(x.hold) AS hold FROM (
      SELECT p.acc, p.amt AS bal, 0::bigint AS hold FROM unnest(p_accounts, p_amounts) p(acc, amt)
      UNION ALL
      SELECT h.acc, 0::bigint, h.amt FROM unnest(p_hold_accounts, p_hold_amounts) h(acc, amt)
    ) x GROUP BY x.acc) u;

  -- Available (balance - on hold) of a customer account never falls below zero.
  SELECT a.currency INTO v_bad
  FROM unnest(v_ids, v_bals, v_holds) d(acc, bal, hold) JOIN ledger_accounts a ON a.id = d.acc
  WHERE a.is_customer AND a.balance + d.bal - (a.on_hold + d.hold) < 0
  LIMIT 1;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'insufficient funds in %', v_bad USING ERRCODE = 'RL402', DETAIL = v_bad;
  END IF;

  -- Postings in the given order, each with the account's running balance after it.
  RETURN QUERY
    WITH ins AS (
      INSERT INTO ledger_postings (entry_id, partner_id, account_id, currency, amount, balance_after, created_at)
      SELECT p_entry_id, p_partner_id, x.acc, a.currency, x.amt,
        a.balance + sum(x.amt) OVER (PARTITION BY x.acc ORDER BY x.ord), v_created
      FROM unnest(p_accounts, p_amounts) WITH ORDINALITY x(acc, amt, ord)
      JOIN ledger_accounts a ON a.id = x.acc
      ORDER BY x.ord
      RETURNING id, account_id, currency, amount, balance_after)
    SELECT p_entry_id, to_json(v_created) #>> '{}', false, ins.account_id, ins.currency, ins.amount::text,
      ins.balance_after::text
    FROM ins ORDER BY ins.id;

  UPDATE ledger_accounts a
  SET balance = a.balance + d.bal, on_hold = a.on_hold + d.hold, updated_at = now()
  FROM unnest(v_ids, v_bals, v_holds) d(acc, bal, hold)
  WHERE a.id = d.acc;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Plans made once per connection: the function's and the projection's statements take arrays and transition
-- tables, whose custom plans would otherwise be re-made on every call for no better plan.
ALTER FUNCTION ledger_post(uuid, uuid, smallint, varchar, char, varchar, jsonb, uuid[], bigint[], uuid[], bigint[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION money_project_postings() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
-- Double entry, enforced by the database once per statement instead of once per posting at commit: every
-- statement that writes postings writes whole entries, whose postings sum to zero per currency. (Every path
-- writes an entry's postings in one statement: ledger_post, the batch writer and the demo seed.)
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_check_entry_balanced();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_postings_balanced() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_postings GROUP BY entry_id, currency HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger postings written without their balancing postings' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_postings_balanced();

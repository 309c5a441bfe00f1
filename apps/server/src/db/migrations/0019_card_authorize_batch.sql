-- Approvals arriving together decided in one round trip and one transaction: `card_authorize_batch` takes the
-- messages as a JSON array (each with the arguments `card_authorize` takes, by name) and answers one row per
-- message with its position in the array (o_idx, from 1) and its outcome: `approved` or `replay` with the record
-- as `card_authorize` answers it, `none` when the message is not a plain approval (nothing was written: the
-- service decides it), `error` with the SQLSTATE when the message's own statements failed.
-- Each message runs in a savepoint of its own (an exception block): a failure undoes that message's writes only,
-- never its batch-mates'; the service then decides that message alone, as it would without the batch.
-- Each message is `card_authorize` itself, so a batched decision is the one-statement decision: same checks on
-- the card's lock, same limits and available money read under the locks, same rows written.
-- Locks: every card of the batch first, in card id order (one statement), then the messages in the id order of
-- the account their card spends (its merchant's, or the card's own for a top-up card), the order every posting
-- locks accounts in: two batches never wait on each other's accounts in opposite orders, nor a batch and a
-- posting, and a batch waits for a single decision's card or account only while that one (which takes its card,
-- then its account) finishes.
CREATE OR REPLACE FUNCTION card_authorize_batch(p_items jsonb)
RETURNS TABLE (o_idx int, o_outcome text, o_record card_authorizations, o_bin text, o_last4 text,
  o_first_name text, o_middle_name text, o_last_name text, o_error text) AS $$
DECLARE
  v_item record;
  v_row record;
BEGIN
  PERFORM 1 FROM cards c
  WHERE c.id IN (SELECT (e->>'cardId')::uuid FROM jsonb_array_elements(p_items) e)
  ORDER BY c.id
  FOR UPDATE OF c;

  FOR v_item IN
    SELECT e.value AS m, e.ordinality::int AS idx
    FROM jsonb_array_elements(p_items) WITH ORDINALITY e
    LEFT JOIN cards c ON c.id = (e.value->>'cardId')::uuid
    LEFT JOIN ledger_accounts a ON a.partner_id = c.partner_id
      AND a.kind = CASE WHEN c.funding = 'topUp' THEN 'card' ELSE 'merchant' END
      AND a.owner_id = CASE WHEN c.funding = 'topUp' THEN c.id::text ELSE c.merchant_id::text END
      AND a.currency = c.currency
    ORDER BY a.id NULLS LAST, e.ordinality
  LOOP
    o_idx := v_item.idx;
    o_outcome := 'none';
    o_record := NULL;
    o_bin := NULL;
    o_last4 := NULL;
    o_first_name := NULL;
    o_middle_name := NULL;
    o_last_name := NULL;
    o_error := NULL;
    BEGIN
      SELECT r.* INTO v_row FROM card_authorize(
        (v_item.m->>'id')::uuid, (v_item.m->>'holdId')::uuid, (v_item.m->>'partnerId')::uuid,
        (v_item.m->>'userId')::uuid, (v_item.m->>'ip')::varchar, (v_item.m->>'cardId')::uuid,
        (v_item.m->>'networkMessageId')::varchar, (v_item.m->>'requestHash')::varchar,
        (v_item.m->>'type')::varchar, (v_item.m->>'amount')::bigint, (v_item.m->>'currency')::char(3),
        (v_item.m->>'exponent')::int, (v_item.m->>'todayMonth')::text, (v_item.m->>'day')::timestamptz,
        (v_item.m->>'monthStart')::timestamptz, (v_item.m->>'authCode')::varchar,
        (v_item.m->>'expiresAt')::timestamptz, (v_item.m->>'mcc')::char(4), (v_item.m->>'acquirerId')::varchar,
        (v_item.m->>'acceptorId')::varchar, (v_item.m->>'acceptorName')::varchar,
        (v_item.m->>'country')::char(2), (v_item.m->>'holdType')::int, (v_item.m->>'txnJson')::text) r;
      IF FOUND THEN
        o_outcome := v_row.o_outcome;
        o_record := v_row.o_record;
        o_bin := v_row.o_bin;
        o_last4 := v_row.o_last4;
        o_first_name := v_row.o_first_name;
        o_middle_name := v_row.o_middle_name;
        o_last_name := v_row.o_last_name;
      END IF;
    EXCEPTION WHEN OTHERS THEN
      o_outcome := 'error';
      o_record := NULL;
      o_error := SQLSTATE;
    END;
    RETURN NEXT;
  END LOOP;
END
$$ LANGUAGE plpgsql;

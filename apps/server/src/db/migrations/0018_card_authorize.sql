-- An approval in one round trip. Called
-- alone, `card_authorize` is its own transaction: it locks the card and answers a replay of a known network
-- message id; else it checks the card's status and expiry, its merchant, its limits against what it has used,
-- and the funding account's available money (locked), then places the hold (on hold moved, the hold row, its
-- Pending row projected by the hold trigger), writes the authorization record and its audit row, and answers
-- the record with what its wire form needs (the card's bin and last 4, the merchant's name).
-- It never declines: whenever the message is not a plain approval (a decline, another currency to convert, an
-- unknown card or account, a concurrent message under the same id) it answers no row and writes nothing, and
-- the service decides the message as before, in a transaction of its own with the reasons in both languages.
-- Same card lock first, then the account's, as every other path takes them.
CREATE OR REPLACE FUNCTION card_authorize(
  p_id uuid, p_hold_id uuid, p_partner_id uuid, p_user_id uuid, p_ip varchar,
  p_card_id uuid, p_message_id varchar, p_hash varchar, p_type varchar,
  p_amount bigint, p_currency char(3), p_exponent int,
  p_today_month text, p_day timestamptz, p_month_start timestamptz,
  p_auth_code varchar, p_expires_at timestamptz,
  p_mcc char(4), p_acquirer_id varchar, p_acceptor_id varchar, p_acceptor_name varchar, p_country char(2),
  p_hold_type int, p_txn_json text
) RETURNS TABLE (o_outcome text, o_record card_authorizations, o_bin text, o_last4 text,
  o_first_name text, o_middle_name text, o_last_name text) AS $$
DECLARE
  v_rec card_authorizations;
  v_card record;
  v_account ledger_accounts;
  v_scale bigint;
  v_billing bigint;
  v_meta text;
  v_hold_hash text;
BEGIN
  -- The card, locked, with its merchant (if the partner's), its product's default limits and whether the message
  -- was decided before, in one read. (A decision of the same message committed while this one waited for the
  -- lock is not seen here: its record's unique id refuses this one's, and the service replays it.)
  SELECT c.id, c.status, c.expiry_month, c.expiry_year, c.currency, c.funding, c.merchant_id, c.bin, c.pan_last4,
    c.limit_single, c.limit_daily, c.limit_monthly, c.limit_total, c.limit_daily_count,
    m.status AS merchant_status, m.first_name, m.middle_name, m.last_name,
    p.default_single_units, p.default_daily_units, p.default_monthly_units, p.default_total_units,
    p.default_daily_count, r.id AS replay_id
  INTO v_card
  FROM cards c
  JOIN card_products p ON p.id = c.product_id
  LEFT JOIN merchants m ON m.id = c.merchant_id AND m.partner_id = p_partner_id
  LEFT JOIN card_authorizations r ON r.network_message_id = p_message_id
  WHERE c.id = p_card_id AND c.partner_id = p_partner_id
  FOR UPDATE OF c;
  IF NOT FOUND THEN RETURN; END IF;

  -- A replay: the first decision, whoever's card it was on (the service refuses another message under the id).
  IF v_card.replay_id IS NOT NULL THEN
    RETURN QUERY
      SELECT 'replay'::text, a, c.bin::text, c.pan_last4::text, m.first_name::text, m.middle_name::text,
        m.last_name::text
      FROM card_authorizations a JOIN cards c ON c.id = a.card_id JOIN merchants m ON m.id = c.merchant_id
      WHERE a.id = v_card.replay_id;
    RETURN;
  END IF;

  -- Status and expiry (a card expires at the end of its expiry month, UTC), then the merchant.
  IF v_card.status <> 'normal' THEN RETURN; END IF;
  IF p_today_month COLLATE "C" > v_card.expiry_year::text || '-' || lpad(v_card.expiry_month::text, 2, '0')
  THEN RETURN; END IF;
  IF v_card.merchant_status IS DISTINCT FROM 'approved' THEN RETURN; END IF;

  IF p_type = 'authorization' THEN
    -- Another currency is converted at the service's rate: not here.
    IF v_card.currency <> p_currency OR p_amount <= 0 THEN RETURN; END IF;
    v_billing := p_amount;
    v_scale := ('1' || repeat('0', p_exponent))::bigint;
    IF v_billing > coalesce(v_card.limit_single, v_card.default_single_units * v_scale) THEN RETURN; END IF;

    -- The account the card spends (its merchant's, or its own for a top-up card): locked and its hold moved in
    -- one statement, only when its available money covers the amount (checked on the row as locked) and the
    -- card's daily count, daily, monthly and total limits leave room. What the card has used is read in this
    -- statement, after the card's lock (every change of its authorizations takes that lock first): each approval
    -- counts what it holds while open, what was settled once cleared, nothing once reversed.
    UPDATE ledger_accounts a SET on_hold = a.on_hold + v_billing, updated_at = now()
    FROM (
      SELECT coalesce(sum(u.eff), 0) AS total,
        coalesce(sum(u.eff) FILTER (WHERE u.created_at >= p_month_start), 0) AS monthly,
        coalesce(sum(u.eff) FILTER (WHERE u.created_at >= p_day), 0) AS daily,
        count(*) FILTER (WHERE u.created_at >= p_day) AS n
      FROM (
        SELECT CASE x.settle_status WHEN 'reversed' THEN 0 WHEN 'unsettled' THEN x.billing_amount
          ELSE x.settled_billing_amount END AS eff, x.created_at
        FROM card_authorizations x
        WHERE x.card_id = v_card.id AND x.message_type = 'authorization' AND x.auth_status = 'approval'
      ) u
    ) used
    WHERE a.partner_id = p_partner_id
      AND a.kind = CASE WHEN v_card.funding = 'topUp' THEN 'card' ELSE 'merchant' END
      AND a.owner_id = CASE WHEN v_card.funding = 'topUp' THEN v_card.id::text ELSE v_card.merchant_id::text END
      AND a.currency = v_card.currency
      AND a.is_customer AND a.balance - a.on_hold >= v_billing
      AND used.n + 1 <= coalesce(v_card.limit_daily_count, v_card.default_daily_count)
      AND used.daily + v_billing <= coalesce(v_card.limit_daily, v_card.default_daily_units * v_scale)
      AND used.monthly + v_billing <= coalesce(v_card.limit_monthly, v_card.default_monthly_units * v_scale)
      AND used.total + v_billing <= coalesce(v_card.limit_total, v_card.default_total_units * v_scale)
    RETURNING a.* INTO v_account;
    IF NOT FOUND THEN RETURN; END IF;

    -- The hold, as createHoldTx writes it: its metadata and its request hash (sha256 of the canonical JSON of
    -- partner, account, amount and metadata) are the ones the service would have written.
    v_meta := '{"type":' || p_hold_type || ',"description":'
      || to_json('Card ****' || v_card.pan_last4 || ' · ' || p_acceptor_name)::text
      || ',"cardId":' || to_json(v_card.id::text)::text || ',"txn":' || p_txn_json || '}';
    v_hold_hash := encode(sha256(convert_to('{"partnerId":' || to_json(p_partner_id::text)::text
      || ',"accountId":' || to_json(v_account.id::text)::text || ',"amount":"' || v_billing::text
      || 'n","metadata":' || v_meta || '}', 'UTF8')), 'hex');
    -- The hold (its Pending row projected by its trigger), the record and its audit row: one statement.
    WITH hold AS (
      INSERT INTO ledger_holds (id, partner_id, account_id, currency, amount, remaining, idempotency_key,
        request_hash, metadata)
      VALUES (p_hold_id, p_partner_id, v_account.id, v_account.currency, v_billing, v_billing,
        'card-auth:' || p_message_id, v_hold_hash, v_meta::jsonb)
    ), rec AS (
      INSERT INTO card_authorizations AS a (id, partner_id, card_id, network_message_id, request_hash,
        message_type, record_type, auth_code, auth_status, settle_status, response_code, transaction_amount,
        transaction_currency, billing_amount, billing_currency, rate, hold_id, mcc, acquirer_id, acceptor_id,
        acceptor_name, country, expires_at)
      VALUES (p_id, p_partner_id, v_card.id, p_message_id, p_hash, 'authorization', 'cardAuthorization',
        p_auth_code, 'approval', 'unsettled', '00', p_amount, p_currency, v_billing, v_card.currency, '1',
        p_hold_id, p_mcc, p_acquirer_id, p_acceptor_id, p_acceptor_name, p_country, p_expires_at)
      RETURNING a.*
    ), audit AS (
      INSERT INTO audit_log (partner_id, user_id, action, subject, subject_id, before, after, ip)
      SELECT p_partner_id, p_user_id, 'network.authorization', 'cardAuthorization', rec.id::text, NULL,
        jsonb_build_object('recordNo', rec.record_no, 'responseCode', rec.response_code), p_ip
      FROM rec
    )
    SELECT rec.* INTO v_rec FROM rec;
  ELSIF p_type = 'verification' THEN
    -- Zero amount in the card's own currency: approved with 85, no hold, no limit moved.
    WITH rec AS (
      INSERT INTO card_authorizations AS a (id, partner_id, card_id, network_message_id, request_hash,
        message_type, record_type, auth_code, auth_status, response_code, transaction_amount, transaction_currency,
        billing_amount, billing_currency, rate, mcc, acquirer_id, acceptor_id, acceptor_name, country)
      VALUES (p_id, p_partner_id, v_card.id, p_message_id, p_hash, 'verification', 'verification',
        p_auth_code, 'approval', '85', 0, v_card.currency, 0, v_card.currency, '1',
        p_mcc, p_acquirer_id, p_acceptor_id, p_acceptor_name, p_country)
      RETURNING a.*
    ), audit AS (
      INSERT INTO audit_log (partner_id, user_id, action, subject, subject_id, before, after, ip)
      SELECT p_partner_id, p_user_id, 'network.verification', 'cardAuthorization', rec.id::text, NULL,
        jsonb_build_object('recordNo', rec.record_no, 'responseCode', rec.response_code), p_ip
      FROM rec
    )
    SELECT rec.* INTO v_rec FROM rec;
  ELSE
    RETURN;
  END IF;

  o_outcome := 'approved';
  o_record := v_rec;
  o_bin := v_card.bin;
  o_last4 := v_card.pan_last4;
  o_first_name := v_card.first_name;
  o_middle_name := v_card.middle_name;
  o_last_name := v_card.last_name;
  RETURN NEXT;
END
$$ LANGUAGE plpgsql;

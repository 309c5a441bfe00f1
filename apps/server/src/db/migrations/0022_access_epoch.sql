-- What a signed-in request may do is read from its session, user, partner, role, the role's permissions and the
-- user's second factor. `access_epoch` counts the changes to any of them that can take access away or change it
-- (a revoked or shortened session, a user's status, role, partner or temporary password, a partner's status,
-- operator flag or two-factor rule, a role, its permissions, a second factor set up or removed); each such
-- statement moves it on. The session read answers the epoch with the actor, in the same statement, so an actor
-- read at epoch N is exactly as it is now while the epoch is still N. A statement that acts for an actor kept
-- from an earlier request checks the epoch first and does nothing when it moved: the actor is read again and
-- checked again. A session's touch (its last-seen and idle expiry) and a new session's sign-in do not move it.
CREATE TABLE access_epoch (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  n bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO access_epoch (only_row, n) VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION access_epoch_move() RETURNS trigger AS $$
BEGIN
  UPDATE access_epoch SET n = n + 1;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_access_epoch AFTER UPDATE OF revoked_at, absolute_expires_at, user_id, partner_id
  OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_move();
--> statement-breakpoint
CREATE TRIGGER users_access_epoch AFTER UPDATE OF partner_id, role_id, status, is_easy_password, password_hash,
  email, user_name, timezone, language OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_move();
--> statement-breakpoint
CREATE TRIGGER partners_access_epoch AFTER UPDATE OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_move();
--> statement-breakpoint
CREATE TRIGGER roles_access_epoch AFTER UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_move();
--> statement-breakpoint
CREATE TRIGGER role_permissions_access_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_move();
--> statement-breakpoint
CREATE TRIGGER permissions_access_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_move();
--> statement-breakpoint
CREATE TRIGGER user_two_factor_access_epoch AFTER INSERT OR UPDATE OF confirmed_at, user_id OR DELETE OR TRUNCATE
  ON user_two_factor FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_move();
--> statement-breakpoint
-- Card-network messages decided for actors read at an epoch: `card_authorize` (one message) or
-- `card_authorize_batch` (several) themselves while the epoch has not moved, checked before anything is locked or
-- written; else the outcome `stale` (one row, or one per message with its position) and nothing written. A null
-- epoch is not checked (the actor was read by the same request, just before).
CREATE FUNCTION card_authorize_as(p_epoch bigint,
  p_id uuid, p_hold_id uuid, p_partner_id uuid, p_user_id uuid, p_ip varchar,
  p_card_id uuid, p_message_id varchar, p_hash varchar, p_type varchar,
  p_amount bigint, p_currency char(3), p_exponent int,
  p_today_month text, p_day timestamptz, p_month_start timestamptz,
  p_auth_code varchar, p_expires_at timestamptz,
  p_mcc char(4), p_acquirer_id varchar, p_acceptor_id varchar, p_acceptor_name varchar, p_country char(2),
  p_hold_type int, p_txn_json text
) RETURNS TABLE (o_outcome text, o_record card_authorizations, o_bin text, o_last4 text,
  o_first_name text, o_middle_name text, o_last_name text) AS $$
BEGIN
  IF p_epoch IS NOT NULL AND p_epoch IS DISTINCT FROM (SELECT e.n FROM access_epoch e) THEN
    o_outcome := 'stale';
    RETURN NEXT;
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM card_authorize(p_id, p_hold_id, p_partner_id, p_user_id, p_ip, p_card_id,
    p_message_id, p_hash, p_type, p_amount, p_currency, p_exponent, p_today_month, p_day, p_month_start,
    p_auth_code, p_expires_at, p_mcc, p_acquirer_id, p_acceptor_id, p_acceptor_name, p_country, p_hold_type,
    p_txn_json);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION card_authorize_batch_as(p_epochs bigint[], p_items jsonb)
RETURNS TABLE (o_idx int, o_outcome text, o_record card_authorizations, o_bin text, o_last4 text,
  o_first_name text, o_middle_name text, o_last_name text, o_error text) AS $$
BEGIN
  -- The epochs of the messages that carry one: any of them behind, and the whole batch is sent again.
  IF EXISTS (SELECT 1 FROM unnest(p_epochs) x, access_epoch e WHERE x IS DISTINCT FROM e.n) THEN
    RETURN QUERY SELECT i.ordinality::int, 'stale'::text, NULL::card_authorizations, NULL::text, NULL::text,
      NULL::text, NULL::text, NULL::text, NULL::text
    FROM jsonb_array_elements(p_items) WITH ORDINALITY i;
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM card_authorize_batch(p_items);
END
$$ LANGUAGE plpgsql;

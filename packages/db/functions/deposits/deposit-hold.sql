-- The locked part of deposit prepare in one statement (decision 38): the company account's lock,
-- which every member paying into that account queues on, is held only while the database works.
-- Under the client address's lock (when given) and then the account's, in order: the member's own
-- pending request of any type (`pending_request_exists`); the address's live pending deposits at
-- p_max_pending (`too_many_pending_deposits`, details: `frees_at`, when the oldest expires); the
-- asked amount plus the fewest satang (up to p_max_added_satang) that no pending deposit to the
-- account holds (deposit_free_amount), so a transfer can match one request only (`deposit_amount_busy`); player
-- protection on that exact amount (player_protection_refusal, with its details); then the pending
-- request and the member's change note. A refusal writes nothing. TypeScript's prepareDeposit calls it.
CREATE OR REPLACE FUNCTION deposit_hold(
  p_member_id bigint, p_amount_satang bigint, p_max_added_satang bigint, p_method text,
  p_promotion_id bigint, p_company_account_number text, p_client_address text, p_max_pending integer,
  p_ref text, p_expires_at timestamptz, p_now timestamptz,
  OUT refusal text, OUT details jsonb, OUT request_id bigint, OUT amount_satang bigint
) LANGUAGE plpgsql AS $$
DECLARE
  live timestamptz[];
BEGIN
  IF p_client_address IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('deposit-address:' || p_client_address));
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('deposit-amount:' || p_company_account_number));
  IF EXISTS (SELECT 1 FROM money_requests r WHERE r.member_id = p_member_id AND r.status = 'pending') THEN
    refusal := 'pending_request_exists'; RETURN;
  END IF;
  IF p_client_address IS NOT NULL THEN
    SELECT array_agg(e ORDER BY e) INTO live FROM (
      SELECT r.expires_at AS e FROM money_requests r
      WHERE r.status = 'pending' AND r.type = 'deposit' AND r.client_address = p_client_address AND r.expires_at > p_now
      ORDER BY r.expires_at LIMIT p_max_pending) AS oldest;
    IF coalesce(cardinality(live), 0) >= p_max_pending THEN
      refusal := 'too_many_pending_deposits'; details := jsonb_build_object('frees_at', live[1]); RETURN;
    END IF;
  END IF;
  amount_satang := deposit_free_amount(p_company_account_number, p_amount_satang, p_max_added_satang, NULL);
  IF amount_satang IS NULL THEN refusal := 'deposit_amount_busy'; RETURN; END IF;
  SELECT r.refusal, r.details INTO refusal, details
  FROM player_protection_refusal(p_member_id, 'deposit', amount_satang, p_now) AS r;
  IF refusal IS NOT NULL THEN amount_satang := NULL; RETURN; END IF;
  INSERT INTO money_requests (
    member_id, type, status, amount_satang, requested_amount_satang, ref, method,
    company_account_number, promotion_id, client_address, expires_at, created_at
  ) VALUES (
    p_member_id, 'deposit', 'pending', amount_satang, p_amount_satang, p_ref, p_method,
    p_company_account_number, p_promotion_id, p_client_address, p_expires_at, p_now
  ) RETURNING id INTO request_id;
  INSERT INTO member_change_outbox (member_id, reason) VALUES (p_member_id, 'request');
END
$$;

-- Holding a deposit's amount in one round trip (issue 14, decision 38): the locked part of deposit
-- prepare (holdDepositAmount, deposits/prepare-deposit.ts) as one SQL function, `deposit_hold`, called
-- in one statement outside any transaction block, so its advisory locks (the client address's and the
-- company account's) are held only while the database works instead of across ten round trips to
-- Node. Every member preparing a deposit to one company account queues on that account's lock: with
-- the transaction in TypeScript, the lock was held while Node parsed each answer and sent the next
-- statement, and prepares of all members ran one at a time at that pace.
--
-- It answers a refusal code, or the new request's id and its unique amount. A refusal writes nothing;
-- TypeScript then runs its own transaction (the same rules) to throw the DomainError with its details
-- (what is left of a limit, when it frees, when to retry). The rules are the TypeScript ones, in the
-- same order, held equal by apps/server/test/deposit-hold-function.test.ts.
--
-- In order, under the address lock (when an address is given) and then the account lock: the member's
-- own pending request of any type (`pending_request_exists`); the address's live pending deposits at
-- its limit (`too_many_pending_deposits`); the asked amount plus the fewest satang (up to
-- p_max_added_satang) that no pending deposit to the account holds (`deposit_amount_busy`); player
-- protection on that exact amount (`deposit_refusal`, which locks the member's row and counts the
-- pending requests); then the pending request and the member's change note.
CREATE FUNCTION deposit_hold(
  p_member_id bigint, p_amount_satang bigint, p_max_added_satang bigint, p_method text,
  p_promotion_id bigint, p_company_account_number text, p_client_address text, p_max_pending integer,
  p_ref text, p_expires_at timestamptz, p_now timestamptz
) RETURNS TABLE (refusal text, request_id bigint, amount_satang bigint) LANGUAGE plpgsql AS $$
DECLARE
  unique_amount bigint;
  refused text;
  new_id bigint;
BEGIN
  IF p_client_address IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('deposit-address:' || p_client_address));
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('deposit-amount:' || p_company_account_number));

  PERFORM 1 FROM money_requests r WHERE r.member_id = p_member_id AND r.status = 'pending' LIMIT 1;
  IF FOUND THEN
    RETURN QUERY SELECT 'pending_request_exists'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  IF p_client_address IS NOT NULL AND (
    SELECT count(*) FROM (
      SELECT 1 FROM money_requests r
      WHERE r.status = 'pending' AND r.type = 'deposit' AND r.client_address = p_client_address
        AND r.expires_at > p_now
      LIMIT p_max_pending
    ) AS live
  ) >= p_max_pending THEN
    RETURN QUERY SELECT 'too_many_pending_deposits'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  SELECT min(candidate) INTO unique_amount
  FROM generate_series(p_amount_satang, p_amount_satang + p_max_added_satang) AS candidate
  WHERE candidate NOT IN (
    SELECT r.amount_satang FROM money_requests r
    WHERE r.status = 'pending' AND r.type = 'deposit' AND r.company_account_number = p_company_account_number
      AND r.amount_satang BETWEEN p_amount_satang AND p_amount_satang + p_max_added_satang
  );
  IF unique_amount IS NULL THEN
    RETURN QUERY SELECT 'deposit_amount_busy'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  refused := deposit_refusal(p_member_id, unique_amount, NULL, p_now);
  IF refused IS NOT NULL THEN
    RETURN QUERY SELECT refused, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  INSERT INTO money_requests (
    member_id, type, status, amount_satang, requested_amount_satang, ref, method,
    company_account_number, promotion_id, client_address, expires_at, created_at
  ) VALUES (
    p_member_id, 'deposit', 'pending', unique_amount, p_amount_satang, p_ref, p_method,
    p_company_account_number, p_promotion_id, p_client_address, p_expires_at, p_now
  ) RETURNING id INTO new_id;
  INSERT INTO member_change_outbox (member_id, reason) VALUES (p_member_id, 'request');
  RETURN QUERY SELECT NULL::text, new_id, unique_amount;
END
$$;

-- A pending bank deposit moves to another company account (decision 52: its account was frozen),
-- under that account's lock as at prepare: it keeps its amount when no pending deposit to the new
-- account holds it, else takes the fewest satang more that none holds (deposit_free_amount, up to
-- p_max_added_satang above what the member asked). Answers the amount now held, or null when the
-- deposit is no longer pending or no amount is free (nothing changes). The member's change note is
-- written in the same statement, so the member's open page shows the new account at once.
CREATE OR REPLACE FUNCTION deposit_move_account(
  p_request_id bigint, p_company_account_number text, p_max_added_satang bigint
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  request money_requests%ROWTYPE;
  moved bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('deposit-amount:' || p_company_account_number));
  SELECT * INTO request FROM money_requests r WHERE r.id = p_request_id FOR UPDATE;
  IF NOT FOUND OR request.status <> 'pending' OR request.type <> 'deposit' THEN RETURN NULL; END IF;
  moved := deposit_free_amount(p_company_account_number,
    greatest(request.amount_satang, request.requested_amount_satang),
    greatest(request.requested_amount_satang + p_max_added_satang - request.amount_satang, 0), request.id);
  IF moved IS NULL THEN RETURN NULL; END IF;
  UPDATE money_requests SET company_account_number = p_company_account_number, amount_satang = moved
  WHERE id = request.id;
  INSERT INTO member_change_outbox (member_id, reason) VALUES (request.member_id, 'deposit');
  RETURN moved;
END
$$;

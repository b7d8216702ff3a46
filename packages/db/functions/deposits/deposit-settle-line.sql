-- A new statement line's money (decision 31): the one pending deposit it pays (deposit_match_line)
-- is, during maintenance with "credit when it ends", held on suspense naming the request
-- (`maintenance`); when player protection refuses (or cannot answer: `player_protection_unavailable`,
-- asked in a subtransaction so that its failure leaves this one usable), held as `protection_<code>`;
-- otherwise completed and credited (deposit_credit). No request or several: held as
-- `no_pending_deposit`, `sender_mismatch` or `ambiguous` — except a slip's line (it names its
-- member) when the operator's rule is `credit`: then the amount received is credited to that member
-- as a completed deposit made for it, through the same checks and deposit_credit (issue 26).
CREATE OR REPLACE FUNCTION deposit_settle_line(
  p_line bank_statement_lines, p_skew_seconds integer, p_unmatched_rule text, p_now timestamptz,
  OUT status text, OUT request_id bigint, OUT member_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
  company_code text := ledger_company_bank(p_line.account_number);
  hold_key text := 'statement-line:' || p_line.id;
  matched_request bigint;
  matched_member bigint;
  matched_promotion bigint;
  reason text;
  refusal text;
BEGIN
  status := 'unmatched';
  SELECT m.request_id, m.member_id, m.promotion_id, m.reason INTO matched_request, matched_member, matched_promotion, reason
  FROM deposit_match_line(p_line, p_skew_seconds) AS m;
  IF reason IS NOT NULL AND p_line.member_id IS NOT NULL AND p_unmatched_rule = 'credit' THEN
    matched_member := p_line.member_id;
    reason := NULL;
  END IF;
  IF reason IS NOT NULL THEN
    PERFORM deposit_hold_in_suspense(p_line.id, company_code, hold_key, reason, NULL, NULL, p_now);
    RETURN;
  END IF;
  IF maintenance_holds_transfers() THEN
    PERFORM deposit_hold_in_suspense(p_line.id, company_code, hold_key, 'maintenance',
      matched_request, matched_member, p_now);
    RETURN;
  END IF;
  BEGIN
    SELECT r.refusal INTO refusal
    FROM player_protection_refusal(matched_member, 'deposit', p_line.amount_satang, p_now, matched_request) AS r;
  EXCEPTION WHEN OTHERS THEN
    refusal := 'player_protection_unavailable';
  END;
  IF refusal IS NOT NULL THEN
    PERFORM deposit_hold_in_suspense(p_line.id, company_code, hold_key, 'protection_' || refusal,
      matched_request, matched_member, p_now);
    RETURN;
  END IF;
  IF matched_request IS NULL THEN
    -- 'DS0' and the line's id: the random references never hold a 0, so this one is new.
    INSERT INTO money_requests (member_id, type, status, amount_satang, requested_amount_satang, ref, method,
      company_account_number, statement_line_id, completed_at, created_at)
    VALUES (matched_member, 'deposit', 'completed', p_line.amount_satang, p_line.amount_satang,
      'DS0' || lpad(p_line.id::text, 7, '0'), 'bank', p_line.account_number, p_line.id, p_now, p_now)
    RETURNING id INTO request_id;
  ELSE
    UPDATE money_requests SET status = 'completed', completed_at = p_now, statement_line_id = p_line.id
    WHERE id = matched_request AND money_requests.status = 'pending';
    IF NOT FOUND THEN RAISE EXCEPTION 'deposit request % is no longer pending under its lock', matched_request; END IF;
    request_id := matched_request;
  END IF;
  PERFORM deposit_credit(matched_member, p_line.amount_satang, company_code, hold_key,
    jsonb_build_object('lineId', p_line.external_id, 'requestId', request_id), request_id,
    matched_promotion, p_now);
  UPDATE bank_statement_lines SET status = 'matched', request_id = deposit_settle_line.request_id, resolved_at = p_now
  WHERE id = p_line.id;
  status := 'matched';
  member_id := matched_member;
END
$$;

-- A bank statement line in one statement (decision 31), applied at most once by its id: a replay
-- answers the first outcome (`conflict` when the id came with another amount or account). The line
-- is recorded as unmatched, then the one pending deposit it pays (deposit_match_line) is: during
-- maintenance with "credit when it ends", held on suspense naming the request (`maintenance`); when
-- player protection refuses (or cannot answer: `player_protection_unavailable`, asked in a
-- subtransaction so that its failure leaves this one usable), held as `protection_<code>`; otherwise
-- completed and credited (deposit_credit). No request or several: held as `no_pending_deposit`,
-- `sender_mismatch` or `ambiguous`. Answers the line's status, and the request and member credited.
CREATE OR REPLACE FUNCTION deposit_record_statement_line(
  p_external_id text, p_account_number text, p_amount_satang bigint, p_occurred_at timestamptz,
  p_from_bank text, p_from_account text, p_from_name text, p_now timestamptz, p_skew_seconds integer,
  OUT status text, OUT request_id bigint, OUT member_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
  line bank_statement_lines%ROWTYPE;
  company_code text := ledger_company_bank(p_account_number);
  matched record;
  refusal text;
BEGIN
  INSERT INTO bank_statement_lines (external_id, account_number, amount_satang, occurred_at, from_bank,
    from_account, from_name, status, created_at)
  VALUES (p_external_id, p_account_number, p_amount_satang, p_occurred_at, p_from_bank, p_from_account,
    p_from_name, 'unmatched', p_now)
  ON CONFLICT (external_id) DO NOTHING
  RETURNING * INTO line;
  IF line.id IS NULL THEN
    SELECT * INTO STRICT line FROM bank_statement_lines WHERE external_id = p_external_id;
    status := CASE WHEN line.amount_satang = p_amount_satang AND line.account_number = p_account_number
                   THEN line.status ELSE 'conflict' END;
    request_id := line.request_id;
    RETURN;
  END IF;
  status := 'unmatched';
  SELECT * INTO matched FROM deposit_match_line(line, p_skew_seconds);
  IF matched.reason IS NOT NULL THEN
    PERFORM deposit_hold_in_suspense(line.id, company_code, 'statement-line:' || line.id, matched.reason, NULL, NULL, p_now);
    RETURN;
  END IF;
  IF maintenance_holds_transfers() THEN
    PERFORM deposit_hold_in_suspense(line.id, company_code, 'statement-line:' || line.id, 'maintenance',
      matched.request_id, matched.member_id, p_now);
    RETURN;
  END IF;
  BEGIN
    SELECT r.refusal INTO refusal
    FROM player_protection_refusal(matched.member_id, 'deposit', p_amount_satang, p_now, matched.request_id) AS r;
  EXCEPTION WHEN OTHERS THEN
    refusal := 'player_protection_unavailable';
  END;
  IF refusal IS NOT NULL THEN
    PERFORM deposit_hold_in_suspense(line.id, company_code, 'statement-line:' || line.id, 'protection_' || refusal,
      matched.request_id, matched.member_id, p_now);
    RETURN;
  END IF;
  UPDATE money_requests SET status = 'completed', completed_at = p_now, statement_line_id = line.id
  WHERE id = matched.request_id AND money_requests.status = 'pending';
  IF NOT FOUND THEN RAISE EXCEPTION 'deposit request % is no longer pending under its lock', matched.request_id; END IF;
  PERFORM deposit_credit(matched.member_id, p_amount_satang, company_code, 'statement-line:' || line.id,
    jsonb_build_object('lineId', p_external_id, 'requestId', matched.request_id), matched.request_id,
    matched.promotion_id, p_now);
  UPDATE bank_statement_lines SET status = 'matched', request_id = matched.request_id, resolved_at = p_now
  WHERE id = line.id;
  status := 'matched';
  request_id := matched.request_id;
  member_id := matched.member_id;
END
$$;

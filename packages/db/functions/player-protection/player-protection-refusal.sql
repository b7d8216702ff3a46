-- Player protection's one check (issue 13; decisions 19-23, 42): may this member do this now?
-- Called by login, game launch and deposit prepare (TypeScript's checkPlayerProtection, and
-- deposit_hold), by every path that credits arrived money (deposit_record_statement_line, and
-- through refusalToCredit the gateway webhook, staff's match, the release of held transfers) and by
-- the wallet's bet. Answers NULL when allowed, else the refusal's code and its details (what the
-- member's message names). It locks the member's row (FOR NO KEY UPDATE) until the caller's
-- transaction ends, so one member's concurrent actions queue here and each sees the ones before it.
-- In order: no such member (`unauthenticated`); a restriction in force (account_restriction_refusal);
-- then by action: `deposit` its deposit limits (the request being credited, p_request_id, left
-- out); `bet` its loss limits, then the day's play time; `launch` the play time; `login` nothing more.
CREATE OR REPLACE FUNCTION player_protection_refusal(
  p_member_id bigint, p_action text, p_amount_satang bigint, p_now timestamptz, p_request_id bigint DEFAULT NULL,
  OUT refusal text, OUT details jsonb
) LANGUAGE plpgsql AS $$
BEGIN
  IF p_action IS NULL OR p_action NOT IN ('login', 'launch', 'deposit', 'bet') THEN
    RAISE EXCEPTION 'player protection knows no action %', p_action;
  END IF;
  PERFORM 1 FROM members WHERE id = p_member_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN refusal := 'unauthenticated'; RETURN; END IF;
  SELECT r.refusal, r.details INTO refusal, details FROM account_restriction_refusal(p_member_id, p_now) AS r;
  IF refusal IS NOT NULL THEN RETURN; END IF;
  IF p_action = 'deposit' THEN
    SELECT r.refusal, r.details INTO refusal, details
    FROM deposit_limit_refusal(p_member_id, p_amount_satang, p_request_id, p_now) AS r;
  ELSIF p_action = 'bet' THEN
    refusal := loss_limit_refusal(p_member_id, p_amount_satang, p_now);
  END IF;
  IF refusal IS NULL AND p_action IN ('bet', 'launch') THEN
    SELECT r.refusal, r.details INTO refusal, details FROM play_time_refusal(p_member_id, p_now) AS r;
  END IF;
END
$$;

-- The pending deposit a statement line pays: those of the same company account and exact amount,
-- made no later than p_skew_seconds after the transfer and not expired before it, are locked (FOR
-- UPDATE), and those whose member's registered account the printed sender matches
-- (deposit_sender_matches; a line without a sender matches any) are kept. Exactly one: its request,
-- member and promotion. Otherwise `reason` says why none: `no_pending_deposit` (no candidate),
-- `sender_mismatch` (none matched) or `ambiguous` (several did). A slip's line names its member:
-- only that member's deposits are candidates, and the sender is not compared.
CREATE OR REPLACE FUNCTION deposit_match_line(
  p_line bank_statement_lines, p_skew_seconds integer,
  OUT request_id bigint, OUT member_id bigint, OUT promotion_id bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  candidate record;
  candidates integer := 0;
  matching integer := 0;
BEGIN
  FOR candidate IN
    SELECT r.id, r.member_id, r.promotion_id, m.account_number AS registered_account
    FROM money_requests r JOIN members m ON m.id = r.member_id
    WHERE r.status = 'pending' AND r.type = 'deposit' AND r.company_account_number = p_line.account_number
      AND r.amount_satang = p_line.amount_satang
      AND r.created_at <= p_line.occurred_at + make_interval(secs => p_skew_seconds)
      AND r.expires_at >= p_line.occurred_at
      AND (p_line.member_id IS NULL OR r.member_id = p_line.member_id)
    FOR UPDATE OF r
  LOOP
    candidates := candidates + 1;
    IF coalesce(p_line.from_account, '') = '' OR p_line.member_id IS NOT NULL
       OR deposit_sender_matches(p_line.from_account, coalesce(candidate.registered_account, '')) THEN
      matching := matching + 1;
      request_id := candidate.id;
      member_id := candidate.member_id;
      promotion_id := candidate.promotion_id;
    END IF;
  END LOOP;
  IF matching = 1 THEN RETURN; END IF;
  request_id := NULL; member_id := NULL; promotion_id := NULL;
  reason := CASE WHEN candidates = 0 THEN 'no_pending_deposit' WHEN matching = 0 THEN 'sender_mismatch'
                 ELSE 'ambiguous' END;
END
$$;

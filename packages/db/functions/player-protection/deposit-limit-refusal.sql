-- Deposit limits (issue 13, decision 19): the deposits that count in a rolling window (1, 7 or 30
-- days, exact lengths) at p_now are those credited in it and not after p_now (a credited deposit is
-- a completed deposit request, stamped with the use case's clock), and every pending request (a
-- member who asked for a deposit expects it to count), the request being credited (p_request_id)
-- left out: it is checked as the action's own amount. The member's page reads the same rows.
CREATE OR REPLACE FUNCTION deposit_counted(p_member_id bigint, p_days integer, p_request_id bigint, p_now timestamptz)
RETURNS TABLE (amount_satang bigint, credited_at timestamptz) LANGUAGE sql STABLE AS $$
  SELECT r.amount_satang, CASE WHEN r.status = 'completed' THEN r.completed_at END
  FROM money_requests r
  WHERE r.member_id = p_member_id AND r.type = 'deposit' AND (p_request_id IS NULL OR r.id <> p_request_id)
    AND (r.status = 'pending' OR (r.status = 'completed' AND r.completed_at > p_now - make_interval(days => p_days)
                                  AND r.completed_at <= p_now))
$$;

-- `deposit_limit_reached` when a deposit limit in force (a positive amount) would be passed by its
-- window's deposits plus this amount; else NULL. Of several, the one that frees last, with details:
-- the limit, what is left of it, the window's days, and `resets_at`: when the oldest credited
-- deposits will have left the window far enough for this amount to fit (if it never fits, when the
-- window is clear of credited deposits; now when it holds none).
CREATE OR REPLACE FUNCTION deposit_limit_refusal(
  p_member_id bigint, p_amount_satang bigint, p_request_id bigint, p_now timestamptz,
  OUT refusal text, OUT details jsonb
) LANGUAGE plpgsql STABLE AS $$
DECLARE
  lim record;
  deposit record;
  used bigint;
  running bigint;
  frees timestamptz;
  latest timestamptz;
BEGIN
  FOR lim IN
    SELECT l.kind, l.amount_satang, CASE l.kind WHEN 'deposit_day' THEN 1 WHEN 'deposit_week' THEN 7 ELSE 30 END AS days
    FROM player_limits l
    WHERE l.member_id = p_member_id AND l.kind IN ('deposit_day', 'deposit_week', 'deposit_month') AND l.amount_satang > 0
    ORDER BY days
  LOOP
    SELECT coalesce(sum(c.amount_satang), 0) INTO used FROM deposit_counted(p_member_id, lim.days, p_request_id, p_now) c;
    CONTINUE WHEN used + p_amount_satang <= lim.amount_satang;
    running := used;
    frees := p_now;
    FOR deposit IN
      SELECT c.amount_satang, c.credited_at FROM deposit_counted(p_member_id, lim.days, p_request_id, p_now) c
      WHERE c.credited_at IS NOT NULL ORDER BY c.credited_at
    LOOP
      EXIT WHEN running + p_amount_satang <= lim.amount_satang;
      running := running - deposit.amount_satang;
      frees := deposit.credited_at + make_interval(days => lim.days);
    END LOOP;
    CONTINUE WHEN latest IS NOT NULL AND frees <= latest;
    latest := frees;
    refusal := 'deposit_limit_reached';
    details := jsonb_build_object('kind', lim.kind, 'limit_satang', lim.amount_satang::text,
      'remaining_satang', greatest(lim.amount_satang - used, 0)::text, 'days', lim.days, 'resets_at', frees);
  END LOOP;
END
$$;

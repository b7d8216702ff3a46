-- Closes one period of a programme exactly once (decision 60): the run row (unique per programme
-- and period start) is the lock, so a rerun or a second process at once finds it taken and changes
-- nothing. The period is Bangkok days [p_period_start, p_period_end) 00:00 +07:00. Each member's
-- amount of cashback_amounts above 0 is recorded once (unique per programme, period and member);
-- an automatic programme pays each through cashback_pay, a claimable one leaves them 'claimable'
-- until claim_days after the close. Answers the run and whether this call made it.
CREATE OR REPLACE FUNCTION cashback_close_period(
  p_programme_id bigint, p_period_start date, p_period_end date, p_now timestamptz
) RETURNS TABLE (run_id bigint, members integer, total_satang bigint, ran boolean)
LANGUAGE plpgsql AS $$
DECLARE
  programme cashback_programmes%ROWTYPE;
  v_run bigint;
  payout_id bigint;
BEGIN
  SELECT * INTO programme FROM cashback_programmes WHERE id = p_programme_id;
  IF NOT FOUND OR (p_period_end::text || ' 00:00:00+07')::timestamptz > p_now THEN
    RAISE EXCEPTION 'cashback period % of programme % is not closed', p_period_start, p_programme_id;
  END IF;
  INSERT INTO cashback_runs (programme_id, period_start, period_end, ran_at)
  VALUES (p_programme_id, p_period_start, p_period_end, p_now)
  ON CONFLICT (programme_id, period_start) DO NOTHING
  RETURNING id INTO v_run;
  IF v_run IS NULL THEN
    RETURN QUERY SELECT r.id, r.members, r.total_satang, false FROM cashback_runs r
      WHERE r.programme_id = p_programme_id AND r.period_start = p_period_start;
    RETURN;
  END IF;
  INSERT INTO cashback_payouts (run_id, programme_id, period_start, member_id, bets_satang, wins_satang,
    basis_satang, amount_satang, status, expires_at, created_at)
  SELECT v_run, p_programme_id, p_period_start, a.member_id, a.bets_satang, a.wins_satang, a.basis_satang,
    a.amount_satang, 'claimable',
    CASE WHEN programme.claim_mode = 'claim' THEN p_now + make_interval(days => programme.claim_days) END, p_now
  FROM cashback_amounts(p_programme_id, (p_period_start::text || ' 00:00:00+07')::timestamptz,
    (p_period_end::text || ' 00:00:00+07')::timestamptz, NULL) a
  WHERE a.amount_satang > 0;
  IF programme.claim_mode = 'auto' THEN
    FOR payout_id IN SELECT p.id FROM cashback_payouts p WHERE p.run_id = v_run ORDER BY p.id LOOP
      PERFORM cashback_pay(payout_id, p_now);
    END LOOP;
  END IF;
  UPDATE cashback_runs r SET members = s.members, total_satang = s.total
  FROM (SELECT count(*)::integer AS members, coalesce(sum(p.amount_satang), 0)::bigint AS total
        FROM cashback_payouts p WHERE p.run_id = v_run AND p.status <> 'refused') s
  WHERE r.id = v_run;
  RETURN QUERY SELECT r.id, r.members, r.total_satang, true FROM cashback_runs r WHERE r.id = v_run;
END;
$$;

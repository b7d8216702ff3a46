-- Closes one affiliate's period [p_period_start, p_period_end) (Bangkok dates, the end exclusive)
-- once (decision 61): under the affiliate's row lock, a statement already there is answered
-- ('replayed') and nothing changes, so reruns and concurrent job runners close a period once (the
-- UNIQUE (affiliate_id, period_start) backs it). Otherwise the figures (affiliate_period_figures),
-- the balance carried in from the affiliate's previous statement and the commission
-- (affiliate_commission) are recorded, and a commission due is paid at once
-- (affiliate_statement_pay). Refuses a period not over at p_now or overlapping a closed one.
CREATE OR REPLACE FUNCTION affiliate_statement_close(
  p_affiliate_id bigint, p_period_start date, p_period_end date, p_names jsonb, p_now timestamptz
) RETURNS TABLE (statement_id bigint, outcome text) LANGUAGE plpgsql AS $$
DECLARE
  affiliate affiliates%ROWTYPE;
  plan affiliate_plans%ROWTYPE;
  figures record;
  due record;
  carried bigint;
  closed_id bigint;
  period_from timestamptz := p_period_start::timestamp AT TIME ZONE 'UTC' - interval '7 hours';
  period_to timestamptz := p_period_end::timestamp AT TIME ZONE 'UTC' - interval '7 hours';
BEGIN
  SELECT * INTO affiliate FROM affiliates WHERE id = p_affiliate_id FOR UPDATE;
  IF NOT FOUND OR affiliate.plan_id IS NULL THEN
    RAISE EXCEPTION 'affiliate % has no commission plan', p_affiliate_id;
  END IF;
  SELECT s.id INTO closed_id FROM affiliate_statements s
  WHERE s.affiliate_id = p_affiliate_id AND s.period_start = p_period_start;
  IF FOUND THEN
    RETURN QUERY SELECT closed_id, 'replayed'::text;
    RETURN;
  END IF;
  IF period_to > p_now OR p_period_end <= p_period_start OR EXISTS (SELECT 1 FROM affiliate_statements s
      WHERE s.affiliate_id = p_affiliate_id AND s.period_start < p_period_end AND s.period_end > p_period_start) THEN
    RAISE EXCEPTION 'affiliate % period % to % is not over or overlaps a statement', p_affiliate_id,
      p_period_start, p_period_end;
  END IF;
  SELECT * INTO plan FROM affiliate_plans WHERE id = affiliate.plan_id;
  carried := coalesce((SELECT s.carried_out_satang FROM affiliate_statements s
    WHERE s.affiliate_id = p_affiliate_id ORDER BY s.period_start DESC LIMIT 1), 0);
  SELECT * INTO figures FROM affiliate_period_figures(affiliate.key, period_from, period_to);
  SELECT * INTO due FROM affiliate_commission(plan.basis, plan.rate_bp, plan.tiers, figures.active_players,
    figures.turnover_satang - figures.wins_satang - figures.bonus_satang, figures.turnover_satang, carried);
  INSERT INTO affiliate_statements (affiliate_id, plan_id, period_start, period_end, clicks, registrations,
    first_deposits, active_players, turnover_satang, wins_satang, bonus_satang, ngr_satang, carried_in_satang,
    carried_out_satang, basis, rate_bp, commission_satang, status, closed_at)
  VALUES (p_affiliate_id, plan.id, p_period_start, p_period_end, figures.clicks, figures.registrations,
    figures.first_deposits, figures.active_players, figures.turnover_satang, figures.wins_satang,
    figures.bonus_satang, figures.turnover_satang - figures.wins_satang - figures.bonus_satang, carried,
    due.carried_out_satang, plan.basis, due.rate_bp, due.commission_satang,
    CASE WHEN due.commission_satang > 0 THEN 'held' ELSE 'nothing_due' END, p_now)
  RETURNING id INTO closed_id;
  PERFORM affiliate_statement_pay(closed_id, p_names, p_now);
  RETURN QUERY SELECT closed_id, 'closed'::text;
END
$$;

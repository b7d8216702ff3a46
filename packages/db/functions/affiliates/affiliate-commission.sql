-- The commission rule of a plan for one period (decision 61), the one place it is written:
-- - the rate: the plan's, or the tier with the most `min_active_players` not above the period's
--   active players (tiers are by active players; the whole basis is paid at that one rate);
-- - NGR basis: the period's NGR plus the negative balance carried in (≤ 0); when that is positive
--   the commission is rate × it, and nothing is carried out; otherwise no commission and it is all
--   carried out to the next period (negative carry-over, as the industry does);
-- - turnover basis: rate × turnover; the carried balance passes through unchanged.
-- Satang are rounded down (the affiliate never gets a fraction of a satang more than the rate).
CREATE OR REPLACE FUNCTION affiliate_commission(
  p_basis text, p_rate_bp integer, p_tiers jsonb, p_active_players integer,
  p_ngr_satang bigint, p_turnover_satang bigint, p_carried_in_satang bigint,
  OUT rate_bp integer, OUT basis_satang bigint, OUT commission_satang bigint, OUT carried_out_satang bigint
) LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_carried_in_satang > 0 THEN
    RAISE EXCEPTION 'a carried balance is never positive: %', p_carried_in_satang;
  END IF;
  rate_bp := coalesce((
    SELECT (tier ->> 'rate_bp')::integer FROM jsonb_array_elements(coalesce(p_tiers, '[]'::jsonb)) AS tier
    WHERE (tier ->> 'min_active_players')::integer <= p_active_players
    ORDER BY (tier ->> 'min_active_players')::integer DESC LIMIT 1), p_rate_bp);
  IF p_basis = 'turnover' THEN
    basis_satang := p_turnover_satang;
    carried_out_satang := p_carried_in_satang;
  ELSIF p_basis = 'ngr' THEN
    basis_satang := p_ngr_satang + p_carried_in_satang;
    carried_out_satang := least(basis_satang, 0);
  ELSE
    RAISE EXCEPTION 'no commission basis %', p_basis;
  END IF;
  commission_satang := CASE WHEN basis_satang > 0 THEN basis_satang * rate_bp / 10000 ELSE 0 END;
END
$$;

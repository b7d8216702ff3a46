-- The one rule of what a cashback or rebate programme pays (decision 60), for the closing of a
-- period and for a member's running estimate alike: each member's applied bets and wins between
-- p_start (included) and p_end (excluded) in the programme's counted game categories (games.category
-- of the round's game). Cashback: basis = net loss (bets − wins, never below 0), amount = basis ×
-- rate_bp / 10000. Rebate: basis = turnover (bets), amount = Σ bets of a category × that category's
-- rate_bp / 10000. Both in integer satang rounded down once; nothing below the programme's minimum
-- basis; at most its maximum payout. p_member_id limits it to one member (NULL: everyone). A member
-- at a VIP level with a higher cashback or rebate rate gets that rate instead (vip_rate_bp, decision 72).
CREATE OR REPLACE FUNCTION cashback_amounts(
  p_programme_id bigint, p_start timestamptz, p_end timestamptz, p_member_id bigint
) RETURNS TABLE (member_id bigint, bets_satang bigint, wins_satang bigint, basis_satang bigint, amount_satang bigint)
LANGUAGE sql STABLE AS $$
  WITH programme AS (
    SELECT * FROM cashback_programmes WHERE id = p_programme_id
  ), play AS (
    SELECT t.member_id, g.category,
      coalesce(sum(t.amount_satang) FILTER (WHERE t.kind = 'bet'), 0)::bigint AS bets,
      coalesce(sum(t.amount_satang) FILTER (WHERE t.kind = 'win'), 0)::bigint AS wins
    FROM game_transactions t
    JOIN games g ON g.provider = t.provider AND g.code = t.game_code
    JOIN programme p ON g.category = ANY (p.categories)
    WHERE t.status = 'applied' AND t.kind IN ('bet', 'win')
      AND t.created_at >= p_start AND t.created_at < p_end
      AND (p_member_id IS NULL OR t.member_id = p_member_id)
    GROUP BY t.member_id, g.category
  ), per_member AS (
    SELECT pl.member_id, sum(pl.bets)::bigint AS bets, sum(pl.wins)::bigint AS wins,
      sum(pl.bets * vip_rate_bp(pl.member_id, 'rebate', coalesce((p.category_rates_bp ->> pl.category)::bigint, 0)))::bigint
        AS rated_bets
    FROM play pl CROSS JOIN programme p
    GROUP BY pl.member_id
  ), based AS (
    SELECT m.*, CASE p.kind WHEN 'cashback' THEN greatest(m.bets - m.wins, 0) ELSE m.bets END AS basis,
      CASE p.kind WHEN 'cashback' THEN greatest(m.bets - m.wins, 0) * vip_rate_bp(m.member_id, 'cashback', p.rate_bp)
        ELSE m.rated_bets END AS rated,
      p.minimum_satang, p.maximum_payout_satang
    FROM per_member m CROSS JOIN programme p
  )
  SELECT b.member_id, b.bets, b.wins, b.basis,
    CASE WHEN b.basis = 0 OR b.basis < b.minimum_satang THEN 0::bigint
      ELSE least(b.rated / 10000, coalesce(b.maximum_payout_satang, b.rated / 10000))::bigint END
  FROM based b
  ORDER BY b.member_id
$$;

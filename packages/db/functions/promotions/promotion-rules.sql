-- The money rules of promotions (issue 5, decision 7), in satang, integers only: the bonus a deposit
-- earns, the turnover it must clear, and the end of the active promotion once its turnover is met.
-- Called by deposit_credit (the bonus at the credit) and the wallet's bet (the completion), and by
-- TypeScript's completeReachedPromotion (packages/core/src/promotions/current-promotion.ts).

-- The fixed bonus when there is one, otherwise deposit × percent (basis points), capped at the
-- maximum when there is one, rounded down to the satang.
CREATE OR REPLACE FUNCTION promotion_bonus(
  p_fixed_satang bigint, p_percent_bp integer, p_max_satang bigint, p_deposit_satang bigint
) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_fixed_satang > 0 THEN p_fixed_satang
    WHEN p_max_satang > 0 AND p_deposit_satang * p_percent_bp / 10000 > p_max_satang THEN p_max_satang
    ELSE p_deposit_satang * p_percent_bp / 10000
  END
$$;

-- (deposit + bonus) × the multiplier (hundredths), capped at the maximum turnover when there is one.
CREATE OR REPLACE FUNCTION promotion_turnover_requirement(
  p_multiplier_hundredths integer, p_max_satang bigint, p_deposit_satang bigint, p_bonus_satang bigint
) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_max_satang > 0 AND (p_deposit_satang + p_bonus_satang) * p_multiplier_hundredths / 100 > p_max_satang
      THEN p_max_satang
    ELSE (p_deposit_satang + p_bonus_satang) * p_multiplier_hundredths / 100
  END
$$;

-- Ends the member's active promotion when the bets since it started reached its turnover
-- requirement (a guarded update, safe to repeat). Answers whether it ended one.
CREATE OR REPLACE FUNCTION promotion_complete_reached(p_member_id bigint, p_now timestamptz)
RETURNS boolean LANGUAGE sql AS $$
  WITH ended AS (
    UPDATE member_promotions mp SET status = 'completed', ended_at = p_now
    WHERE mp.member_id = p_member_id AND mp.status = 'active'
      AND mp.turnover_required_satang <= greatest(
        coalesce((SELECT t.bet_total_satang FROM member_turnover t WHERE t.member_id = p_member_id), 0)
          - mp.turnover_start_satang, 0)
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM ended)
$$;

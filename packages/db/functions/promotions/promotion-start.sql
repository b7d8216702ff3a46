-- The promotion a deposit request came with starts when the deposit is credited (deposit_credit):
-- its bonus (promotion_bonus) from the promotion expense onto the wallet, its turnover requirement
-- (promotion_turnover_requirement) counted from the member's bet total now, completed at once when
-- it requires none. Nothing while another promotion of the member is active.
CREATE OR REPLACE FUNCTION promotion_start(
  p_member_id bigint, p_request_id bigint, p_promotion_id bigint, p_deposit_satang bigint, p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  promotion promotions%ROWTYPE;
  bonus bigint;
  required bigint;
BEGIN
  SELECT * INTO promotion FROM promotions WHERE id = p_promotion_id;
  IF NOT FOUND OR EXISTS (SELECT 1 FROM member_promotions WHERE member_id = p_member_id AND status = 'active') THEN
    RETURN;
  END IF;
  bonus := promotion_bonus(promotion.bonus_fixed_satang, promotion.bonus_percent_bp, promotion.bonus_max_satang,
    p_deposit_satang);
  required := promotion_turnover_requirement(promotion.turnover_multiplier_hundredths,
    promotion.turnover_max_satang, p_deposit_satang, bonus);
  IF bonus > 0 THEN
    PERFORM ledger_post('promotion-bonus:' || p_request_id, 'promotion_bonus',
      ARRAY[ledger_promotion_expense(), ledger_member_wallet(p_member_id)], ARRAY[-bonus, bonus],
      jsonb_build_object('promotionId', promotion.id, 'requestId', p_request_id));
  END IF;
  INSERT INTO member_promotions (member_id, promotion_id, request_id, deposit_satang, bonus_satang,
    turnover_required_satang, turnover_start_satang, status, started_at, ended_at)
  VALUES (p_member_id, promotion.id, p_request_id, p_deposit_satang, bonus, required,
    coalesce((SELECT bet_total_satang FROM member_turnover WHERE member_id = p_member_id), 0),
    CASE WHEN required > 0 THEN 'active' ELSE 'completed' END, p_now,
    CASE WHEN required > 0 THEN NULL ELSE p_now END);
  UPDATE money_requests SET bonus_satang = bonus WHERE id = p_request_id;
END
$$;

-- Pays one recorded cashback or rebate payout to its member through bonus_grant (decision 58): from
-- the programme kind's expense account to the wallet, idempotency key programme:period:member, the
-- programme's turnover multiplier joined to an active bonus ('join'). Locks the payout; pays only a
-- 'claimable' one, so a payout is paid at most once whoever asks (the job for an automatic
-- programme, the member's claim). A member player protection refuses (or none) is marked 'refused'
-- and paid nothing ('join' never meets 'refused_active'). A paid one notes a LINE receipt (decision 71).
-- Answers bonus_grant's outcome, or 'not_claimable'.
CREATE OR REPLACE FUNCTION cashback_pay(p_payout_id bigint, p_now timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  payout cashback_payouts%ROWTYPE;
  programme cashback_programmes%ROWTYPE;
  granted record;
BEGIN
  SELECT * INTO payout FROM cashback_payouts WHERE id = p_payout_id FOR UPDATE;
  IF NOT FOUND OR payout.status <> 'claimable' THEN
    RETURN 'not_claimable';
  END IF;
  SELECT * INTO programme FROM cashback_programmes WHERE id = payout.programme_id;
  SELECT * INTO granted FROM bonus_grant(payout.member_id, programme.kind,
    programme.id || ':' || payout.period_start || ':' || payout.member_id, payout.amount_satang,
    programme.turnover_multiplier_hundredths, programme.names,
    jsonb_build_object('payoutId', payout.id, 'periodStart', payout.period_start), 'join', p_now);
  UPDATE cashback_payouts
  SET status = CASE WHEN granted.outcome IN ('granted', 'replayed') THEN 'paid' ELSE 'refused' END,
      member_promotion_id = granted.member_promotion_id,
      paid_at = CASE WHEN granted.outcome IN ('granted', 'replayed') THEN p_now END
  WHERE id = payout.id;
  IF granted.outcome = 'granted' THEN
    PERFORM line_receipt_queue('cashback:' || payout.id, payout.member_id, 'cashback_paid',
      payout.amount_satang, p_now);
  END IF;
  RETURN granted.outcome;
END;
$$;

-- Pays a closed statement's commission (decision 61) to the affiliate's member through bonus_grant:
-- source 'commission', key = the statement's id (so it is paid once whoever calls), no turnover (it
-- is withdrawable like any credit). A statement whose affiliate has no member yet, or whose member
-- player protection refuses, stays 'held' with the reason and is paid by a later call. Answers the
-- statement's status after the call: 'paid', 'held' or 'nothing_due'.
CREATE OR REPLACE FUNCTION affiliate_statement_pay(p_statement_id bigint, p_names jsonb, p_now timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  statement affiliate_statements%ROWTYPE;
  payee bigint;
  granted record;
BEGIN
  SELECT * INTO statement FROM affiliate_statements WHERE id = p_statement_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no affiliate statement %', p_statement_id;
  END IF;
  IF statement.status <> 'held' THEN
    RETURN statement.status;
  END IF;
  SELECT member_id INTO payee FROM affiliates WHERE id = statement.affiliate_id;
  IF payee IS NULL THEN
    UPDATE affiliate_statements SET held_reason = 'no_member' WHERE id = p_statement_id;
    RETURN 'held';
  END IF;
  SELECT * INTO granted FROM bonus_grant(payee, 'commission', p_statement_id::text, statement.commission_satang,
    0, p_names, jsonb_build_object('affiliateId', statement.affiliate_id, 'periodStart', statement.period_start,
      'periodEnd', statement.period_end), 'join', p_now);
  IF granted.outcome IN ('granted', 'replayed') THEN
    UPDATE affiliate_statements SET status = 'paid', held_reason = NULL, paid_at = p_now,
      member_promotion_id = granted.member_promotion_id
    WHERE id = p_statement_id;
    RETURN 'paid';
  END IF;
  UPDATE affiliate_statements SET held_reason = granted.outcome WHERE id = p_statement_id;
  RETURN 'held';
END
$$;

-- bonus_grant: the one way a bonus that no deposit brings reaches a member (issue 29, decision 58): a
-- staff bonus, a coupon, cashback, a turnover rebate or an affiliate's commission. Guarantees:
-- - the member's row is locked first (player_protection_refusal), so one member's grants queue;
-- - idempotent by (source, key): the same again answers the first row, 'replayed', paying nothing;
-- - a member with a restriction in force (closed, self-excluded, timed out) gets nothing:
--   'refused_restricted'; no such member: 'no_member';
-- - the turnover to bet is amount × multiplier (hundredths), rounded down; a member's bonus whose
--   turnover was met is completed first; while another is active a new one with turnover is refused
--   ('refused_active') when p_when_active = 'refuse', or with 'join' paid and its turnover added to
--   the active one's requirement (its own row 'joined', joined_to that one);
-- - the amount moves from the source's expense account (ledger_bonus_expense) to the wallet through
--   ledger_post, key 'bonus:<source>:<key>', event type the source.
CREATE OR REPLACE FUNCTION bonus_grant(
  p_member_id bigint, p_source text, p_key text, p_amount_satang bigint, p_turnover_multiplier_hundredths integer,
  p_names jsonb, p_metadata jsonb, p_when_active text, p_now timestamptz,
  OUT member_promotion_id bigint, OUT outcome text
) LANGUAGE plpgsql AS $$
DECLARE
  refusal text;
  required bigint;
  active_id bigint;
BEGIN
  IF p_source = 'promotion' OR p_key IS NULL OR p_amount_satang IS NULL OR p_amount_satang <= 0
     OR p_turnover_multiplier_hundredths IS NULL OR p_turnover_multiplier_hundredths < 0
     OR p_when_active IS NULL OR p_when_active NOT IN ('refuse', 'join') THEN
    RAISE EXCEPTION 'bonus_grant: source %, key %, amount %, multiplier %, when active %', p_source, p_key,
      p_amount_satang, p_turnover_multiplier_hundredths, p_when_active;
  END IF;
  PERFORM ledger_bonus_expense(p_source);
  SELECT r.refusal INTO refusal FROM player_protection_refusal(p_member_id, 'login', 0, p_now) AS r;
  SELECT mp.id INTO member_promotion_id FROM member_promotions mp WHERE mp.source = p_source AND mp.source_key = p_key;
  IF FOUND THEN outcome := 'replayed'; RETURN; END IF;
  IF refusal = 'unauthenticated' THEN outcome := 'no_member'; RETURN; END IF;
  IF refusal IS NOT NULL THEN outcome := 'refused_restricted'; RETURN; END IF;
  required := p_amount_satang * p_turnover_multiplier_hundredths / 100;
  PERFORM promotion_complete_reached(p_member_id, p_now);
  SELECT mp.id INTO active_id FROM member_promotions mp WHERE mp.member_id = p_member_id AND mp.status = 'active';
  IF active_id IS NOT NULL AND required > 0 AND p_when_active = 'refuse' THEN
    outcome := 'refused_active'; RETURN;
  END IF;
  PERFORM ledger_post('bonus:' || p_source || ':' || p_key, p_source,
    ARRAY[ledger_bonus_expense(p_source), ledger_member_wallet(p_member_id)], ARRAY[-p_amount_satang, p_amount_satang],
    coalesce(p_metadata, '{}'::jsonb) || jsonb_build_object('memberId', p_member_id, 'source', p_source, 'key', p_key));
  IF active_id IS NOT NULL AND required > 0 THEN
    UPDATE member_promotions SET turnover_required_satang = turnover_required_satang + required WHERE id = active_id;
  ELSE
    active_id := NULL;
  END IF;
  INSERT INTO member_promotions (member_id, source, source_key, names, turnover_multiplier_hundredths, metadata,
    deposit_satang, bonus_satang, turnover_required_satang, turnover_start_satang, status, started_at, ended_at, joined_to)
  VALUES (p_member_id, p_source, p_key, p_names, p_turnover_multiplier_hundredths, p_metadata, 0, p_amount_satang,
    required, coalesce((SELECT t.bet_total_satang FROM member_turnover t WHERE t.member_id = p_member_id), 0),
    CASE WHEN required = 0 THEN 'completed' WHEN active_id IS NOT NULL THEN 'joined' ELSE 'active' END, p_now,
    CASE WHEN required = 0 OR active_id IS NOT NULL THEN p_now END, active_id)
  RETURNING id INTO member_promotion_id;
  outcome := 'granted';
END
$$;

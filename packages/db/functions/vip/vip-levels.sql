-- VIP levels (issue 31, decision 72): how other rules read a member's level.
-- vip_member_level: the level the `vip-levels` job last gave the member (member_vip), NULL when none
-- or when that level was switched off. The one lookup the cashback rule, the coupon rule, the
-- withdrawal limits and other features (the lucky wheel, LINE segments) use.
CREATE OR REPLACE FUNCTION vip_member_level(p_member_id bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT v.level_id FROM member_vip v JOIN vip_levels l ON l.id = v.level_id AND l.active
  WHERE v.member_id = p_member_id
$$;

-- vip_members_at_levels: the members whose level is one of these (a segment by VIP level).
CREATE OR REPLACE FUNCTION vip_members_at_levels(p_level_ids bigint[]) RETURNS TABLE (member_id bigint)
LANGUAGE sql STABLE AS $$
  SELECT v.member_id FROM member_vip v JOIN vip_levels l ON l.id = v.level_id AND l.active
  WHERE v.level_id = ANY (p_level_ids)
$$;

-- vip_rate_bp: a cashback or rebate programme's rate for a member (decision 60 with 72): the
-- programme's own rate, or the member's level's rate for that kind when it is higher. The one place
-- that decides which rate cashback_amounts applies.
CREATE OR REPLACE FUNCTION vip_rate_bp(p_member_id bigint, p_kind text, p_programme_rate_bp bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT greatest(p_programme_rate_bp, coalesce((
    SELECT CASE p_kind WHEN 'cashback' THEN l.cashback_rate_bp ELSE l.rebate_rate_bp END
    FROM vip_levels l WHERE l.id = vip_member_level(p_member_id)), 0))
$$;

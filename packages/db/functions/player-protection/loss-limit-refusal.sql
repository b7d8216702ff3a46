-- Loss limits (issue 13, decision 21): a member's net game loss in each rolling window (24 h, 7 and
-- 30 days, exact lengths) is their applied bets less their applied wins whose wallet call is in the
-- window and not after p_now; a bet counts from its debit until its win; a rolled-back bet is no
-- longer applied. One indexed sum over game_transactions (member_id, created_at), bounded by the
-- longest window asked. The bet's check and the member's page (readLosses) read these sums.
CREATE OR REPLACE FUNCTION member_net_losses(
  p_member_id bigint, p_now timestamptz, p_longest_hours integer,
  OUT lost_day bigint, OUT lost_week bigint, OUT lost_month bigint
) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(sum(CASE WHEN kind = 'bet' THEN amount_satang ELSE -amount_satang END)
      FILTER (WHERE created_at > p_now - interval '24 hours'), 0)::bigint,
    coalesce(sum(CASE WHEN kind = 'bet' THEN amount_satang ELSE -amount_satang END)
      FILTER (WHERE created_at > p_now - interval '168 hours'), 0)::bigint,
    coalesce(sum(CASE WHEN kind = 'bet' THEN amount_satang ELSE -amount_satang END)
      FILTER (WHERE created_at > p_now - interval '720 hours'), 0)::bigint
  FROM game_transactions
  WHERE member_id = p_member_id AND status = 'applied' AND kind IN ('bet', 'win')
    AND created_at > p_now - make_interval(hours => p_longest_hours) AND created_at <= p_now
$$;

-- `loss_limit_reached` when a loss limit in force would be passed by the
-- window's net loss plus this stake; else NULL.
CREATE OR REPLACE FUNCTION loss_limit_refusal(p_member_id bigint, p_amount_satang bigint, p_now timestamptz)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  limit_day bigint;
  limit_week bigint;
  limit_month bigint;
  lost record;
BEGIN
  SELECT max(amount_satang) FILTER (WHERE kind = 'loss_day'),
         max(amount_satang) FILTER (WHERE kind = 'loss_week'),
         max(amount_satang) FILTER (WHERE kind = 'loss_month')
  INTO limit_day, limit_week, limit_month
  FROM player_limits WHERE member_id = p_member_id AND amount_satang IS NOT NULL;
  IF limit_day IS NULL AND limit_week IS NULL AND limit_month IS NULL THEN RETURN NULL; END IF;
  SELECT * INTO lost FROM member_net_losses(p_member_id, p_now,
    CASE WHEN limit_month IS NOT NULL THEN 720 WHEN limit_week IS NOT NULL THEN 168 ELSE 24 END);
  IF lost.lost_day + p_amount_satang > limit_day OR lost.lost_week + p_amount_satang > limit_week
     OR lost.lost_month + p_amount_satang > limit_month THEN
    RETURN 'loss_limit_reached';
  END IF;
  RETURN NULL;
END
$$;

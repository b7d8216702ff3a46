-- The daily play-time limit (issue 13, decision 22): once the seconds played on the Bangkok day of
-- p_now reach the member's limit, launches and bets are refused until the next Bangkok midnight.
-- Details: the limit in minutes and `until`. One read by primary key: the settings row joined with
-- the day's play time; without a limit it stops there.
CREATE OR REPLACE FUNCTION play_time_refusal(p_member_id bigint, p_now timestamptz, OUT refusal text, OUT details jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  bangkok_day date := ((p_now AT TIME ZONE 'UTC') + interval '7 hours')::date;
  limit_minutes integer;
  played_seconds integer;
BEGIN
  SELECT s.daily_limit_minutes, d.played_seconds INTO limit_minutes, played_seconds
  FROM play_time_settings s
  LEFT JOIN play_time_days d ON d.member_id = s.member_id AND d.day = bangkok_day
  WHERE s.member_id = p_member_id;
  IF limit_minutes IS NULL OR coalesce(played_seconds, 0) < limit_minutes * 60 THEN RETURN; END IF;
  refusal := 'play_time_reached';
  details := jsonb_build_object('minutes', limit_minutes,
    'until', ((bangkok_day + 1)::timestamp - interval '7 hours') AT TIME ZONE 'UTC');
END
$$;

-- What a time-out, a self-exclusion or a closed account forbids at p_now (issue 13, decision 23):
-- every protected action while one is in force. A closure outlasts everything; then a
-- self-exclusion in force, one that ended without a return (`return_required`) or whose return has
-- not come (`return_pending`); then a time-out. Details: `until`, when the refusal names a time.
-- The member's and staff's pages read the same answer (readRestrictionStatus).
CREATE OR REPLACE FUNCTION account_restriction_refusal(
  p_member_id bigint, p_now timestamptz, OUT refusal text, OUT details jsonb
) LANGUAGE plpgsql STABLE AS $$
DECLARE
  restriction account_restrictions%ROWTYPE;
  until timestamptz;
BEGIN
  SELECT * INTO restriction FROM account_restrictions WHERE member_id = p_member_id;
  IF NOT FOUND THEN RETURN; END IF;
  IF restriction.closed_at IS NOT NULL THEN
    refusal := 'account_closed'; until := restriction.closed_at;
  ELSIF restriction.self_excluded_until > p_now THEN
    refusal := 'self_excluded'; until := restriction.self_excluded_until;
  ELSIF restriction.self_excluded_until IS NOT NULL AND restriction.returns_at IS NULL THEN
    refusal := 'return_required';
  ELSIF restriction.self_excluded_until IS NOT NULL AND restriction.returns_at > p_now THEN
    refusal := 'return_pending'; until := restriction.returns_at;
  ELSIF restriction.time_out_until > p_now THEN
    refusal := 'timed_out'; until := restriction.time_out_until;
  END IF;
  IF refusal IS NOT NULL THEN details := jsonb_build_object('until', until); END IF;
END
$$;

-- An alert to staff (issue 10, decision 16), written to the outbox once per destination switched on,
-- in the caller's transaction: it leaves only if the event commits, and the `send-staff-alerts` job
-- sends it. Nothing is written when the operator turned this kind off (`alert_<kind>`; a `test`
-- alert is always on) or no destination is on. The settings are p_settings when given, else the
-- operator's `staff_alerts` (defaults: every kind on, no destination). Answers the rows written.
-- TypeScript's queueStaffAlert (packages/core/src/alerts/queue-staff-alert.ts) calls it.
CREATE OR REPLACE FUNCTION staff_alert_queue(p_kind text, p_data jsonb, p_now timestamptz, p_settings jsonb DEFAULT NULL)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  settings jsonb := coalesce(p_settings, (SELECT value FROM site_settings WHERE key = 'staff_alerts'), '{}'::jsonb);
  written integer;
BEGIN
  IF p_kind <> 'test' AND NOT coalesce((settings ->> ('alert_' || p_kind))::boolean, true) THEN RETURN 0; END IF;
  INSERT INTO staff_alert_outbox (destination, kind, payload, next_attempt_at, created_at)
  SELECT d.destination, p_kind, p_data, p_now, p_now
  FROM (VALUES (1, 'webhook', coalesce((settings ->> 'webhook_enabled')::boolean, false)),
               (2, 'telegram', coalesce((settings ->> 'telegram_enabled')::boolean, false))) AS d (ordinal, destination, enabled)
  WHERE d.enabled
  ORDER BY d.ordinal;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;

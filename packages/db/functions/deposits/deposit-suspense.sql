-- Money that arrived but may not be credited waits on the suspense account (unmatched deposits) as
-- an unmatched statement line, for staff to credit (re-checked then) or refund (decisions 6, 20).
-- Every path that holds money calls these: the statement line (no single matching request, the
-- maintenance hold, a player-protection refusal) and, through holdForPlayerProtection, the gateway
-- webhook and the release of held transfers.

-- Moves the line's amount from where it came in to suspense under the key the credit would have
-- used (so a transfer is held or credited, never both), then marks the line (deposit_mark_held).
CREATE OR REPLACE FUNCTION deposit_hold_in_suspense(
  p_line_id bigint, p_from_code text, p_idempotency_key text, p_reason text,
  p_request_id bigint, p_member_id bigint, p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  line bank_statement_lines%ROWTYPE;
BEGIN
  SELECT * INTO STRICT line FROM bank_statement_lines WHERE id = p_line_id;
  PERFORM ledger_post(p_idempotency_key, 'unmatched_transfer',
    ARRAY[p_from_code, ledger_unmatched_deposits()], ARRAY[-line.amount_satang, line.amount_satang],
    jsonb_strip_nulls(jsonb_build_object('lineId', line.external_id, 'requestId', p_request_id, 'reason', p_reason)));
  PERFORM deposit_mark_held(p_line_id, p_reason, p_request_id, p_member_id, p_now);
END
$$;

-- Marks a line whose money waits on suspense with why, and the request it pays when known. Held for
-- maintenance: nothing more (it is credited when maintenance ends). Otherwise staff are alerted
-- (staff_alert_queue); held by player protection (`protection_<code>`), the request is cancelled (it
-- no longer waits for money, and stops counting as pending) and the member's open pages told.
CREATE OR REPLACE FUNCTION deposit_mark_held(
  p_line_id bigint, p_reason text, p_request_id bigint, p_member_id bigint, p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  line bank_statement_lines%ROWTYPE;
BEGIN
  UPDATE bank_statement_lines SET status = 'unmatched', unmatched_reason = p_reason,
    request_id = coalesce(p_request_id, request_id), resolved_at = NULL
  WHERE id = p_line_id RETURNING * INTO STRICT line;
  IF p_reason = 'maintenance' THEN RETURN; END IF;
  IF p_reason LIKE 'protection\_%' THEN
    UPDATE money_requests SET status = 'cancelled', deleted_cause = 'player_protection', deleted_at = p_now
    WHERE id = p_request_id AND status = 'pending';
    IF FOUND THEN INSERT INTO member_change_outbox (member_id, reason) VALUES (p_member_id, 'request'); END IF;
  END IF;
  PERFORM staff_alert_queue('unmatched_transfer', jsonb_build_object(
    'line_id', line.external_id, 'account_number', line.account_number,
    'amount', round(line.amount_satang::numeric / 100, 2), 'from_bank', line.from_bank,
    'from_account', line.from_account, 'reason', p_reason)
    || CASE WHEN p_request_id IS NULL THEN '{}'::jsonb
            ELSE jsonb_build_object('member_id', p_member_id, 'request_id', p_request_id) END, p_now);
END
$$;

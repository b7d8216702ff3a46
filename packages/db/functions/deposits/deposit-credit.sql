-- A deposit's money onto the member's wallet (decision 31): the ledger's `deposit` from where the
-- money came in (ledger_post; idempotent by key: a replay changes nothing more, `replayed`), then a
-- change note for the member's open pages, a push notice for the member's subscribed browsers and a
-- LINE receipt (once per deposit request whichever path credited it, decisions 35 and 71), the customer id on the first
-- deposit, the promotion the request came with (promotion_start), and the advertising postback of a
-- member who came with a click id (once per member). Every crediting path calls it, in the
-- transaction that completed the request: the statement line, the gateway webhook, staff's match and
-- the release of held transfers (TypeScript's creditDeposit).
CREATE OR REPLACE FUNCTION deposit_credit(
  p_member_id bigint, p_amount_satang bigint, p_from_code text, p_idempotency_key text, p_metadata jsonb,
  p_request_id bigint, p_promotion_id bigint, p_now timestamptz,
  OUT posted_id bigint, OUT replayed boolean
) LANGUAGE plpgsql AS $$
DECLARE
  posted record;
  click text;
BEGIN
  SELECT * INTO posted FROM ledger_post(p_idempotency_key, 'deposit',
    ARRAY[p_from_code, ledger_member_wallet(p_member_id)], ARRAY[-p_amount_satang, p_amount_satang], p_metadata);
  IF posted.short_account IS NOT NULL THEN
    RAISE EXCEPTION 'insufficient_funds' USING DETAIL = posted.short_account;
  END IF;
  posted_id := posted.transaction_id;
  replayed := posted.replayed;
  IF replayed THEN RETURN; END IF;
  INSERT INTO member_change_outbox (member_id, reason) VALUES (p_member_id, 'deposit');
  INSERT INTO push_notifications (event_key, member_id, kind, data, created_at)
  SELECT CASE WHEN p_request_id IS NOT NULL THEN 'deposit-request:' || p_request_id ELSE 'deposit:' || p_idempotency_key END,
    p_member_id, 'deposit_credited', jsonb_build_object('amountSatang', p_amount_satang::text), p_now
  WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE push_subscriptions.member_id = p_member_id)
  ON CONFLICT (event_key) DO NOTHING;
  PERFORM line_receipt_queue(CASE WHEN p_request_id IS NOT NULL THEN 'deposit-request:' || p_request_id
    ELSE 'deposit:' || p_idempotency_key END, p_member_id, 'deposit_credited', p_amount_satang, p_now);
  UPDATE members SET username = 'CB' || lpad(id::text, 6, '0') WHERE id = p_member_id AND username IS NULL;
  IF p_promotion_id IS NOT NULL AND p_request_id IS NOT NULL THEN
    PERFORM promotion_start(p_member_id, p_request_id, p_promotion_id, p_amount_satang, p_now);
  END IF;
  SELECT click_id INTO click FROM members WHERE id = p_member_id;
  IF click IS NOT NULL AND click <> '' THEN
    INSERT INTO postbacks (member_id, click_id, revenue_satang, status, next_attempt_at, created_at)
    VALUES (p_member_id, click, p_amount_satang, 'pending', p_now, p_now)
    ON CONFLICT (member_id) DO NOTHING;
  END IF;
END
$$;

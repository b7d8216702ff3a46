-- Notes a LINE receipt (issue 31, decision 71) in the transaction of its event: deposit credited,
-- withdrawal paid or rejected, referral bonus, cashback or rebate paid. Only for a member whose LINE
-- account is linked and who follows the Official Account (the webhook's follow, not since an
-- unfollow); the marketing opt-out does not apply to receipts. Once per event key (a second note of
-- the same event changes nothing). The `send-line` job sends it with its own retry key. Called by
-- deposit_credit, cashback_pay and TypeScript's queuePushNotification (the other money events).
CREATE OR REPLACE FUNCTION line_receipt_queue(
  p_event_key text, p_member_id bigint, p_kind text, p_amount_satang bigint, p_now timestamptz
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO line_receipts (event_key, member_id, kind, amount_satang, retry_key, next_attempt_at, created_at)
  SELECT p_event_key, p_member_id, p_kind, p_amount_satang, gen_random_uuid(), p_now, p_now
  WHERE EXISTS (
    SELECT 1 FROM member_line_accounts a
    JOIN line_friendships f ON f.line_user_id = a.line_user_id AND f.following
    WHERE a.member_id = p_member_id
  )
  ON CONFLICT (event_key) DO NOTHING;
$$;

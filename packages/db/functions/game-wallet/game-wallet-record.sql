-- A bet's or a win's record in game_transactions, written once at the end of the call with how it
-- ended (refusals too, with player protection's reason), so that replays answer the same.

-- A bet's or a win's row, written once with how the call ended, the balance after it (read when not
-- given) and player protection's reason of a refusal, for replays and the loss sums; an applied call
-- notes a change for the member's open pages (member_change_outbox). The caller holds the id's lock
-- and found no row, so the insert conflicts only with a call of another kind that used the same id
-- meanwhile (a rollback's own id): then the whole call fails and its retry answers
-- DUPLICATE_MISMATCH. Answers the balance.
CREATE OR REPLACE FUNCTION game_wallet_record(
  p_provider text, p_transaction_id text, p_kind text, p_member_id bigint, p_round_id text, p_game_code text,
  p_amount_satang bigint, p_now timestamptz, p_status text, p_answer text, p_balance_satang bigint,
  p_reason text DEFAULT NULL
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  balance bigint := coalesce(p_balance_satang, game_wallet_balance_of(p_member_id));
  recorded bigint;
BEGIN
  INSERT INTO game_transactions (provider, transaction_id, kind, member_id, round_id, game_code, amount_satang,
    reference_transaction_id, status, answer_status, balance_after_satang, refusal_reason, created_at)
  VALUES (p_provider, p_transaction_id, p_kind, p_member_id, p_round_id, p_game_code, p_amount_satang,
    NULL, p_status, p_answer, balance, p_reason, p_now)
  ON CONFLICT DO NOTHING
  RETURNING id INTO recorded;
  IF recorded IS NULL THEN
    RAISE EXCEPTION 'game transaction % was used by another call meanwhile', p_transaction_id;
  END IF;
  IF p_status = 'applied' THEN
    INSERT INTO member_change_outbox (member_id, reason) VALUES (p_member_id, 'credit');
  END IF;
  RETURN balance;
END
$$;

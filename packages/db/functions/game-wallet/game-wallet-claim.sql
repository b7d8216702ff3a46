-- A rollback's record in game_transactions: claimed first (so that concurrent calls with one id
-- serialise on the unique index), finished once the rollback knows how it ended.

-- A rollback's claim of its own transaction id, before it looks at the bet: the new row's id, or
-- (NULL, the replay's answer and balance). The unique index serialises concurrent calls with one id.
CREATE OR REPLACE FUNCTION game_wallet_claim(
  p_provider text, p_transaction_id text, p_kind text, p_member_id bigint, p_round_id text,
  p_game_code text, p_amount_satang bigint, p_reference_transaction_id text, p_now timestamptz,
  OUT claim_id bigint, OUT answer text, OUT balance_satang bigint
) LANGUAGE plpgsql AS $$
DECLARE
  replay record;
BEGIN
  INSERT INTO game_transactions (provider, transaction_id, kind, member_id, round_id, game_code, amount_satang,
    reference_transaction_id, status, answer_status, balance_after_satang, created_at)
  VALUES (p_provider, p_transaction_id, p_kind, p_member_id, p_round_id, p_game_code, p_amount_satang,
    p_reference_transaction_id, 'noop', 'OK', 0, p_now)
  ON CONFLICT DO NOTHING
  RETURNING id INTO claim_id;
  IF claim_id IS NOT NULL THEN RETURN; END IF;
  SELECT * INTO replay FROM game_wallet_replay(p_provider, p_transaction_id, p_kind, p_member_id, p_amount_satang);
  IF NOT replay.seen THEN
    RAISE EXCEPTION 'game transaction % vanished', p_transaction_id;
  END IF;
  answer := replay.answer;
  balance_satang := replay.balance_satang;
END
$$;

-- Stores how a rollback's claimed call ended and the balance after it (read when not given), for replays; an
-- applied call notes a change for the member's open pages (member_change_outbox). Answers the balance.
CREATE OR REPLACE FUNCTION game_wallet_finish(
  p_claim_id bigint, p_member_id bigint, p_status text, p_answer text, p_balance_satang bigint
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  balance bigint := coalesce(p_balance_satang, game_wallet_balance_of(p_member_id));
BEGIN
  UPDATE game_transactions SET status = p_status, answer_status = p_answer, balance_after_satang = balance
  WHERE id = p_claim_id;
  IF p_status = 'applied' THEN
    INSERT INTO member_change_outbox (member_id, reason) VALUES (p_member_id, 'credit');
  END IF;
  RETURN balance;
END
$$;

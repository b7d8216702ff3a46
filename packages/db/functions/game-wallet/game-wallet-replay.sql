-- A wallet call's record in game_transactions: how a bet or a win opens (its member, its id's
-- lock, the replay of an id seen before), and the row it writes once, at the end, with how it ended
-- (refusals too, for replays).

-- A bet's or a win's start: the member behind the token (a win's even after it expired), then,
-- under the id's lock, the replay of an id seen before. `done` with the answer when the call ends
-- here (INVALID_TOKEN, or the replay's answer and balance).
CREATE OR REPLACE FUNCTION game_wallet_open(
  p_provider text, p_token_hash text, p_transaction_id text, p_kind text, p_amount_satang bigint, p_now timestamptz,
  OUT member_id bigint, OUT done boolean, OUT answer text, OUT balance_satang bigint
) LANGUAGE plpgsql AS $$
DECLARE
  replay record;
BEGIN
  member_id := game_wallet_session_member(p_provider, p_token_hash, p_now, p_kind = 'win');
  done := true;
  IF member_id IS NULL THEN answer := 'INVALID_TOKEN'; RETURN; END IF;
  PERFORM game_wallet_lock_id(p_provider, p_transaction_id);
  SELECT * INTO replay FROM game_wallet_replay(p_provider, p_transaction_id, p_kind, member_id, p_amount_satang);
  done := replay.seen;
  answer := replay.answer;
  balance_satang := replay.balance_satang;
END
$$;

-- The answer to a transaction id seen before: seen false when it is new; otherwise the first call's
-- answer and balance (a replay), or DUPLICATE_MISMATCH with the wallet's balance when the id came
-- with another kind, member or amount.
CREATE OR REPLACE FUNCTION game_wallet_replay(
  p_provider text, p_transaction_id text, p_kind text, p_member_id bigint, p_amount_satang bigint,
  OUT seen boolean, OUT answer text, OUT balance_satang bigint
) LANGUAGE plpgsql AS $$
DECLARE
  existing game_transactions%ROWTYPE;
BEGIN
  SELECT * INTO existing FROM game_transactions WHERE provider = p_provider AND transaction_id = p_transaction_id;
  seen := existing.id IS NOT NULL;
  IF NOT seen THEN RETURN; END IF;
  IF existing.kind = p_kind AND existing.member_id = p_member_id AND existing.amount_satang = p_amount_satang THEN
    answer := existing.answer_status;
    balance_satang := existing.balance_after_satang;
  ELSE
    answer := 'DUPLICATE_MISMATCH';
    balance_satang := game_wallet_balance_of(p_member_id);
  END IF;
END
$$;

-- A bet's or a win's row, written once with how the call ended and the balance after it (read when
-- not given), for replays and the loss sums; an applied call notes a change for the member's open
-- pages (member_change_outbox). The caller holds the id's lock and found no row, so the insert
-- conflicts only with a call of another kind that used the same id meanwhile (a rollback's own id):
-- then the whole call fails and its retry answers DUPLICATE_MISMATCH. Answers the balance.
CREATE OR REPLACE FUNCTION game_wallet_record(
  p_provider text, p_transaction_id text, p_kind text, p_member_id bigint, p_round_id text, p_game_code text,
  p_amount_satang bigint, p_now timestamptz, p_status text, p_answer text, p_balance_satang bigint
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  balance bigint := coalesce(p_balance_satang, game_wallet_balance_of(p_member_id));
  recorded bigint;
BEGIN
  INSERT INTO game_transactions (provider, transaction_id, kind, member_id, round_id, game_code, amount_satang,
    reference_transaction_id, status, answer_status, balance_after_satang, created_at)
  VALUES (p_provider, p_transaction_id, p_kind, p_member_id, p_round_id, p_game_code, p_amount_satang,
    NULL, p_status, p_answer, balance, p_now)
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

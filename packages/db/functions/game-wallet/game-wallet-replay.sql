-- How a bet or a win opens (its member, its id's lock) and the replay of a transaction id seen
-- before: a replay answers the first call's answer, balance and reason; the same id with another
-- kind, member or amount answers DUPLICATE_MISMATCH. The row itself: game-wallet-record.sql.

-- A bet's or a win's start: the member behind the token (of p_member_id only, when given), then,
-- under the id's lock, the replay of an id seen before, expired token or not (a replay answers as the
-- first call did). `done` with the answer when the call ends here: INVALID_TOKEN for an unknown token
-- or a new bet on an expired one (reason 'token_expired', or 'member_locked' when staff locked the
-- member, which ended the session; a win settles after expiry), or the replay's answer, balance and
-- reason.
CREATE OR REPLACE FUNCTION game_wallet_open(
  p_provider text, p_token_hash text, p_transaction_id text, p_kind text, p_amount_satang bigint, p_now timestamptz,
  p_member_id bigint DEFAULT NULL,
  OUT member_id bigint, OUT done boolean, OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  live boolean;
  replay record;
BEGIN
  SELECT s.member_id, s.expires_at > p_now INTO member_id, live FROM game_sessions s
  WHERE s.token_hash = p_token_hash AND s.provider = p_provider AND (p_member_id IS NULL OR s.member_id = p_member_id);
  done := true;
  IF member_id IS NULL THEN answer := 'INVALID_TOKEN'; RETURN; END IF;
  PERFORM game_wallet_lock_id(p_provider, p_transaction_id);
  SELECT * INTO replay FROM game_wallet_replay(p_provider, p_transaction_id, p_kind, member_id, p_amount_satang);
  IF NOT replay.seen AND p_kind = 'bet' AND NOT live THEN
    reason := CASE WHEN (SELECT m.locked_at FROM members m WHERE m.id = game_wallet_open.member_id) IS NULL
      THEN 'token_expired' ELSE 'member_locked' END;
    member_id := NULL; answer := 'INVALID_TOKEN'; RETURN;
  END IF;
  done := replay.seen;
  answer := replay.answer;
  balance_satang := replay.balance_satang;
  reason := replay.reason;
END
$$;

-- The answer to a transaction id seen before: seen false when it is new; otherwise the first call's
-- answer, balance and reason (a replay), or DUPLICATE_MISMATCH with the wallet's balance when the id
-- came with another kind, member or amount.
CREATE OR REPLACE FUNCTION game_wallet_replay(
  p_provider text, p_transaction_id text, p_kind text, p_member_id bigint, p_amount_satang bigint,
  OUT seen boolean, OUT answer text, OUT balance_satang bigint, OUT reason text
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
    reason := existing.refusal_reason;
  ELSE
    answer := 'DUPLICATE_MISMATCH';
    balance_satang := game_wallet_balance_of(p_member_id);
  END IF;
END
$$;

-- A round's settlement: credits the win (0 settles a lost round and moves nothing). Accepted after
-- the player token expired, so that a round always settles; with p_member_id, only that member's
-- token counts. Idempotent by transaction id: under the id's lock, a replay answers its first answer;
-- the row is written once, at the end. With p_reference_transaction_id (a protocol whose win names
-- its bet, Hub88's), under that bet's lock (the one its rollback takes), the bet must be this
-- member's and applied: UNKNOWN_TRANSACTION when it is unknown, another member's or was refused,
-- TRANSACTION_ROLLED_BACK when it was rolled back; either refusal moves nothing and is stored.
CREATE OR REPLACE FUNCTION game_wallet_win(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_code text,
  p_amount_satang bigint, p_now timestamptz, p_member_id bigint DEFAULT NULL,
  p_reference_transaction_id text DEFAULT NULL,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  opened record;
  v_member bigint;
  bet_status text;
  credited bigint;
BEGIN
  SELECT * INTO opened
  FROM game_wallet_open(p_provider, p_token_hash, p_transaction_id, 'win', p_amount_satang, p_now, p_member_id);
  IF opened.done THEN answer := opened.answer; balance_satang := opened.balance_satang; RETURN; END IF;
  v_member := opened.member_id;
  answer := 'OK';
  IF p_reference_transaction_id IS NOT NULL THEN
    PERFORM game_wallet_lock_id(p_provider, p_reference_transaction_id);
    SELECT status INTO bet_status FROM game_transactions WHERE provider = p_provider
      AND transaction_id = p_reference_transaction_id AND kind = 'bet' AND member_id = v_member;
    answer := CASE coalesce(bet_status, 'unknown') WHEN 'applied' THEN 'OK'
      WHEN 'rolled_back' THEN 'TRANSACTION_ROLLED_BACK' ELSE 'UNKNOWN_TRANSACTION' END;
  END IF;
  IF answer = 'OK' AND p_amount_satang > 0 THEN
    SELECT balances[1] INTO credited FROM ledger_post('game:' || p_provider || ':' || p_transaction_id, 'game_win',
      ARRAY[ledger_member_wallet(v_member), ledger_game_provider(p_provider)], ARRAY[p_amount_satang, -p_amount_satang],
      jsonb_build_object('roundId', p_round_id, 'gameCode', p_game_code));
  END IF;
  balance_satang := game_wallet_record(p_provider, p_transaction_id, 'win', v_member, p_round_id, p_game_code,
    p_amount_satang, p_now,
    CASE WHEN answer <> 'OK' THEN 'refused' WHEN p_amount_satang > 0 THEN 'applied' ELSE 'noop' END, answer, credited);
END
$$;

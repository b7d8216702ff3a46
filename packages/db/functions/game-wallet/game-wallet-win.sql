-- A round's settlement: credits the win (0 settles a lost round and moves nothing). Accepted after
-- the player token expired, so that a round always settles. Idempotent by transaction id: under the
-- id's lock, a replay answers its first answer; the row is written once, at the end.
CREATE OR REPLACE FUNCTION game_wallet_win(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_code text,
  p_amount_satang bigint, p_now timestamptz,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  opened record;
  v_member bigint;
  credited bigint;
BEGIN
  SELECT * INTO opened FROM game_wallet_open(p_provider, p_token_hash, p_transaction_id, 'win', p_amount_satang, p_now);
  IF opened.done THEN answer := opened.answer; balance_satang := opened.balance_satang; RETURN; END IF;
  v_member := opened.member_id;
  answer := 'OK';
  IF p_amount_satang > 0 THEN
    SELECT balances[1] INTO credited FROM ledger_post('game:' || p_provider || ':' || p_transaction_id, 'game_win',
      ARRAY[ledger_member_wallet(v_member), ledger_game_provider(p_provider)], ARRAY[p_amount_satang, -p_amount_satang],
      jsonb_build_object('roundId', p_round_id, 'gameCode', p_game_code));
  END IF;
  balance_satang := game_wallet_record(p_provider, p_transaction_id, 'win', v_member, p_round_id, p_game_code,
    p_amount_satang, p_now, CASE WHEN p_amount_satang > 0 THEN 'applied' ELSE 'noop' END, answer, credited);
END
$$;

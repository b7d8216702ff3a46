-- A bet: INVALID_TOKEN for an unknown or expired token (reason 'token_expired' for the second); with
-- p_member_id, only that member's token counts; under the id's lock, a replay answers its first
-- answer and reason; with p_known_game_only, UNKNOWN_GAME for a game code the catalogue does not
-- hold for the provider; TRANSACTION_ROLLED_BACK when this member's rollback of it came first;
-- LIMIT_EXCEEDED when player protection refuses (player_protection_refusal, its code in `reason`,
-- stored for replays); INSUFFICIENT_FUNDS above the balance; otherwise the debit (ledger_post), the
-- turnover, the promotion its turnover completes, and OK with the new balance. Its row is written
-- once, at the end, refusals too (for replays). An error anywhere rolls the whole call back.
CREATE OR REPLACE FUNCTION game_wallet_bet(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_code text,
  p_amount_satang bigint, p_now timestamptz, p_member_id bigint DEFAULT NULL, p_known_game_only boolean DEFAULT false,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  opened record;
  v_member bigint;
  posted record;
  debited bigint;
BEGIN
  SELECT * INTO opened
  FROM game_wallet_open(p_provider, p_token_hash, p_transaction_id, 'bet', p_amount_satang, p_now, p_member_id);
  IF opened.done THEN
    answer := opened.answer; balance_satang := opened.balance_satang; reason := opened.reason; RETURN;
  END IF;
  v_member := opened.member_id;
  IF p_known_game_only AND NOT EXISTS (SELECT 1 FROM games WHERE provider = p_provider AND code = p_game_code) THEN
    answer := 'UNKNOWN_GAME';
  ELSIF EXISTS (SELECT 1 FROM game_transactions WHERE provider = p_provider AND kind = 'rollback'
             AND reference_transaction_id = p_transaction_id AND member_id = v_member) THEN
    answer := 'TRANSACTION_ROLLED_BACK';
  ELSE
    SELECT refusal INTO reason FROM player_protection_refusal(v_member, 'bet', p_amount_satang, p_now);
    IF reason IS NOT NULL THEN
      answer := 'LIMIT_EXCEEDED';
    ELSE
      SELECT * INTO posted FROM ledger_post('game:' || p_provider || ':' || p_transaction_id, 'game_bet',
        ARRAY[ledger_member_wallet(v_member), ledger_game_provider(p_provider)],
        ARRAY[-p_amount_satang, p_amount_satang],
        jsonb_build_object('roundId', p_round_id, 'gameCode', p_game_code));
      debited := posted.balances[1];
      answer := CASE WHEN posted.short_account IS NULL THEN 'OK' ELSE 'INSUFFICIENT_FUNDS' END;
    END IF;
  END IF;
  IF answer = 'OK' THEN
    INSERT INTO member_turnover (member_id, bet_total_satang, updated_at) VALUES (v_member, p_amount_satang, p_now)
    ON CONFLICT (member_id) DO UPDATE
      SET bet_total_satang = member_turnover.bet_total_satang + excluded.bet_total_satang,
          updated_at = excluded.updated_at;
    PERFORM promotion_complete_reached(v_member, p_now);
  END IF;
  balance_satang := game_wallet_record(p_provider, p_transaction_id, 'bet', v_member, p_round_id, p_game_code,
    p_amount_satang, p_now, CASE WHEN answer = 'OK' THEN 'applied' ELSE 'refused' END, answer, debited, reason);
END
$$;

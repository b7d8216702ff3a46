-- Cancels a bet: the stake returns to the wallet and leaves the turnover. Accepted after the player
-- token expired. A rollback of a bet we never applied (unknown, refused, or already rolled back) is
-- recorded and changes nothing, and refuses that bet if it comes later for the same member. A
-- rollback naming another member's bet is refused with UNKNOWN_TRANSACTION and leaves it alone.
-- Idempotent by its own transaction id. With p_member_id, only that member's token counts.
CREATE OR REPLACE FUNCTION game_wallet_rollback(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text,
  p_reference_transaction_id text, p_now timestamptz, p_member_id bigint DEFAULT NULL,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint := game_wallet_session_member(p_provider, p_token_hash, p_now, true, p_member_id);
  claim record;
  stake bigint;
  credited bigint;
BEGIN
  IF v_member IS NULL THEN answer := 'INVALID_TOKEN'; RETURN; END IF;
  PERFORM game_wallet_lock_id(p_provider, p_reference_transaction_id);
  SELECT * INTO claim FROM game_wallet_claim(p_provider, p_transaction_id, 'rollback', v_member, p_round_id, NULL, 0,
    p_reference_transaction_id, p_now);
  IF claim.claim_id IS NULL THEN
    answer := claim.answer; balance_satang := claim.balance_satang; RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM game_transactions WHERE provider = p_provider AND transaction_id = p_reference_transaction_id
             AND kind = 'bet' AND member_id <> v_member) THEN
    answer := 'UNKNOWN_TRANSACTION';
    balance_satang := game_wallet_finish(claim.claim_id, v_member, 'refused', answer, NULL);
    RETURN;
  END IF;
  UPDATE game_transactions SET status = 'rolled_back'
  WHERE provider = p_provider AND transaction_id = p_reference_transaction_id AND kind = 'bet'
    AND member_id = v_member AND status = 'applied'
  RETURNING amount_satang INTO stake;
  answer := 'OK';
  IF stake IS NULL THEN
    balance_satang := game_wallet_finish(claim.claim_id, v_member, 'noop', answer, NULL);
    RETURN;
  END IF;
  SELECT balances[1] INTO credited FROM ledger_post('game:' || p_provider || ':' || p_transaction_id, 'game_rollback',
    ARRAY[ledger_member_wallet(v_member), ledger_game_provider(p_provider)], ARRAY[stake, -stake],
    jsonb_build_object('roundId', p_round_id, 'reference', p_reference_transaction_id));
  UPDATE member_turnover SET bet_total_satang = greatest(bet_total_satang - stake, 0), updated_at = p_now
  WHERE member_id = v_member;
  balance_satang := game_wallet_finish(claim.claim_id, v_member, 'applied', answer, credited);
END
$$;

-- The wallet's balance for a live player token (of p_member_id only, when given); INVALID_TOKEN
-- otherwise, with reason 'token_expired' when the token's session ran out.
CREATE OR REPLACE FUNCTION game_wallet_read_balance(
  p_provider text, p_token_hash text, p_now timestamptz, p_member_id bigint DEFAULT NULL,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_member bigint := game_wallet_session_member(p_provider, p_token_hash, p_now, false, p_member_id);
BEGIN
  IF v_member IS NULL THEN
    answer := 'INVALID_TOKEN';
    reason := game_wallet_token_refusal(p_provider, p_token_hash, p_member_id);
    RETURN;
  END IF;
  answer := 'OK';
  balance_satang := game_wallet_balance_of(v_member);
END
$$;

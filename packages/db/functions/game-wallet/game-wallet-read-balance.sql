-- The wallet's balance for a live player token; INVALID_TOKEN otherwise.
CREATE OR REPLACE FUNCTION game_wallet_read_balance(
  p_provider text, p_token_hash text, p_now timestamptz,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_member bigint := game_wallet_session_member(p_provider, p_token_hash, p_now, false);
BEGIN
  IF v_member IS NULL THEN answer := 'INVALID_TOKEN'; RETURN; END IF;
  answer := 'OK';
  balance_satang := game_wallet_balance_of(v_member);
END
$$;

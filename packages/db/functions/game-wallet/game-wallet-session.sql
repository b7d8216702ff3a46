-- The game wallet (decisions 28, 39): each wallet call (bet, win, rollback, balance) is one SQL
-- function called in one statement, so its locks are held while the database works and not while
-- Node waits. TypeScript (packages/core/src/games) hashes the player token, passes the call's clock
-- and shapes the answer. This file: the balance, the session behind a token, an id's lock.
-- Hot-path helpers are PL/pgSQL, not SQL: PostgreSQL (before 18) plans a SQL function's body again
-- at every call it cannot inline (about 80 µs here), while PL/pgSQL keeps its plans per session.

-- The cached balance of a member's wallet (0 when the member never had one).
CREATE OR REPLACE FUNCTION game_wallet_balance_of(p_member_id bigint) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT balance_satang FROM ledger_accounts WHERE code = ledger_member_wallet(p_member_id)), 0::bigint);
END
$$;

-- The member behind a provider's player token, or NULL; an expired session only when p_allow_expired
-- (a round's win or rollback settles after the token ran out). When p_member_id is given (a protocol
-- whose calls name the player, Hub88's `user`), only a session of that member counts: a token of
-- another member is no token.
CREATE OR REPLACE FUNCTION game_wallet_session_member(
  p_provider text, p_token_hash text, p_now timestamptz, p_allow_expired boolean, p_member_id bigint DEFAULT NULL
) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT member_id FROM game_sessions
          WHERE token_hash = p_token_hash AND provider = p_provider AND (p_allow_expired OR expires_at > p_now)
            AND (p_member_id IS NULL OR member_id = p_member_id));
END
$$;

-- Why a token found no live session: 'token_expired' when its session (of p_member_id when given)
-- exists but ran out, NULL when it is unknown. Read only on that refusal's path.
CREATE OR REPLACE FUNCTION game_wallet_token_refusal(
  p_provider text, p_token_hash text, p_member_id bigint
) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM game_sessions WHERE token_hash = p_token_hash AND provider = p_provider
             AND (p_member_id IS NULL OR member_id = p_member_id)) THEN
    RETURN 'token_expired';
  END IF;
  RETURN NULL;
END
$$;

-- The lock of one aggregator transaction id until the end of the transaction (an advisory lock, in
-- memory, keyed by provider and id). A bet and a win take their own id's, so that a call and its
-- replays queue and the replay finds the first call's row; a rollback takes its bet's, so that a
-- rollback could not miss a bet that is not committed yet, nor the late bet miss the rollback's row.
CREATE OR REPLACE FUNCTION game_wallet_lock_id(p_provider text, p_transaction_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('game-bet:' || p_provider || ':' || p_transaction_id, 0));
END
$$;

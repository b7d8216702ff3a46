-- The game wallet in one round trip (issue 14, decision 28): each wallet call (bet, win, rollback,
-- balance) is one SQL function, called in one statement, so its transaction holds its locks for the
-- time the database works and not while Node waits between statements. These functions are the only
-- place of the wallet's money rules; TypeScript (packages/core/src/games) hashes the player token,
-- passes the call's clock and shapes the answer. PL/pgSQL that runs on PostgreSQL and on PGlite.
--
-- Every function answers (answer, balance_satang, reason): the protocol's status, the wallet's
-- balance after the call (NULL with INVALID_TOKEN) and, for a bet refused by player protection, the
-- refusal's code (loss_limit_reached, play_time_reached, timed_out, …), for tests and logs.

-- The cached balance of a member's wallet (0 when the member never had one).
CREATE FUNCTION game_wallet_balance_of(p_member_id bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT balance_satang FROM ledger_accounts WHERE code = 'member:' || p_member_id || ':wallet'), 0::bigint)
$$;
--> statement-breakpoint
-- The member behind a provider's player token, or NULL; an expired session only when p_allow_expired
-- (a round's win or rollback settles after the token ran out).
CREATE FUNCTION game_wallet_session_member(
  p_provider text, p_token_hash text, p_now timestamptz, p_allow_expired boolean
) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT member_id FROM game_sessions
  WHERE token_hash = p_token_hash AND provider = p_provider AND (p_allow_expired OR expires_at > p_now)
$$;
--> statement-breakpoint
-- The lock of one aggregator transaction id until the end of the transaction (an advisory lock, in
-- memory, keyed by provider and id). A bet and a win take their own id's, so that a call and its
-- replays queue and the replay finds the first call's row; a rollback takes its bet's, so that a
-- rollback could not miss a bet that is not committed yet, nor the late bet miss the rollback's row.
CREATE FUNCTION game_wallet_lock_id(p_provider text, p_transaction_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('game-bet:' || p_provider || ':' || p_transaction_id, 0));
END
$$;
--> statement-breakpoint
-- The answer to a transaction id seen before: seen false when it is new; otherwise the first call's
-- answer and balance (a replay), or DUPLICATE_MISMATCH with the wallet's balance when the id came
-- with another kind, member or amount.
CREATE FUNCTION game_wallet_replay(
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
--> statement-breakpoint
-- A bet's or a win's row, written once with how the call ended and the balance after it (read when
-- not given), for replays and the loss sums; an applied call notes a change for the member's open
-- pages (member_change_outbox). The caller holds the id's lock and found no row, so the insert
-- conflicts only with a call of another kind that used the same id meanwhile (a rollback's own id):
-- then the whole call fails and its retry answers DUPLICATE_MISMATCH. Answers the balance.
CREATE FUNCTION game_wallet_record(
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
--> statement-breakpoint
-- A rollback's claim of its own transaction id, before it looks at the bet: the new row's id, or
-- (NULL, the replay's answer and balance). The unique index serialises concurrent calls with one id.
CREATE FUNCTION game_wallet_claim(
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
--> statement-breakpoint
-- Stores how a rollback's claimed call ended and the balance after it (read when not given), for replays; an
-- applied call notes a change for the member's open pages (member_change_outbox). Answers the balance.
CREATE FUNCTION game_wallet_finish(
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
--> statement-breakpoint
-- Moves p_amount_satang between a member's wallet and a game provider's account through the ledger
-- (decision 5): p_wallet_gets true credits the wallet, false debits it. The wallet is a guarded
-- account: one UPDATE that refuses to go below zero (no read-then-write); when it refuses, nothing is
-- written and the answer is NULL (insufficient funds). The provider's account adds its leg to one of
-- its 16 balance slots chosen at random (decision 8). The wallet's row is locked before the slot's:
-- these functions are the only writers that touch both a wallet and a game provider's slot, and each
-- locks one wallet then one slot, so two of them never wait on each other in a circle. The ledger
-- transaction's input hash is the one postTransaction computes (ledger/post-transaction.ts), so a key
-- means the same thing whoever posted it. Answers the wallet's new balance.
CREATE FUNCTION game_wallet_post(
  p_idempotency_key text, p_event_type text, p_member_id bigint, p_provider text,
  p_amount_satang bigint, p_wallet_gets boolean, p_metadata jsonb
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  wallet_code text := 'member:' || p_member_id || ':wallet';
  provider_code text := 'game-provider:' || p_provider;
  wallet_leg bigint := CASE WHEN p_wallet_gets THEN p_amount_satang ELSE -p_amount_satang END;
  wallet_id bigint;
  provider_id bigint;
  balance bigint;
  ledger_id bigint;
  canonical text;
BEGIN
  IF p_amount_satang IS NULL OR p_amount_satang <= 0 THEN
    RAISE EXCEPTION 'a transfer moves a positive amount, not %', p_amount_satang;
  END IF;
  IF p_wallet_gets THEN
    INSERT INTO ledger_accounts (code, kind, member_id, balance_satang, allow_negative)
    VALUES (wallet_code, 'member_wallet', p_member_id, 0, false)
    ON CONFLICT (code) DO NOTHING;
  END IF;
  UPDATE ledger_accounts SET balance_satang = balance_satang + wallet_leg
  WHERE code = wallet_code AND balance_satang + wallet_leg >= 0
  RETURNING id, balance_satang INTO wallet_id, balance;
  IF wallet_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT id INTO provider_id FROM ledger_accounts WHERE code = provider_code;
  IF provider_id IS NULL THEN
    INSERT INTO ledger_accounts (code, kind, member_id, balance_satang, allow_negative)
    VALUES (provider_code, 'game_provider', NULL, NULL, true)
    ON CONFLICT (code) DO NOTHING;
    SELECT id INTO provider_id FROM ledger_accounts WHERE code = provider_code;
  END IF;
  INSERT INTO ledger_balance_slots (account_id, slot, balance_satang)
  VALUES (provider_id, floor(random() * 16)::smallint, -wallet_leg)
  ON CONFLICT (account_id, slot) DO UPDATE SET balance_satang = ledger_balance_slots.balance_satang + excluded.balance_satang;
  -- JSON.stringify({eventType, postings: [[code, amount as text]…] sorted by code}), as hashInput does.
  SELECT '{"eventType":' || to_json(p_event_type)::text || ',"postings":['
    || string_agg('[' || to_json(legs.code)::text || ',' || to_json(legs.amount::text)::text || ']', ','
                  ORDER BY legs.code COLLATE "C")
    || ']}'
  INTO canonical
  FROM (VALUES (wallet_code, wallet_leg), (provider_code, -wallet_leg)) AS legs (code, amount);
  INSERT INTO ledger_transactions (idempotency_key, event_type, input_hash, metadata)
  VALUES (p_idempotency_key, p_event_type, encode(sha256(convert_to(canonical, 'UTF8')), 'hex'), p_metadata)
  RETURNING id INTO ledger_id;
  INSERT INTO ledger_postings (transaction_id, account_id, amount_satang)
  VALUES (ledger_id, least(wallet_id, provider_id), CASE WHEN wallet_id < provider_id THEN wallet_leg ELSE -wallet_leg END),
         (ledger_id, greatest(wallet_id, provider_id), CASE WHEN wallet_id < provider_id THEN -wallet_leg ELSE wallet_leg END);
  RETURN balance;
END
$$;
--> statement-breakpoint
-- Player protection's answer to a bet (issue 13; decisions 21, 22, 23), as checkPlayerProtection
-- gives it for the other actions: NULL when the bet may go ahead, otherwise the refusal's code. It
-- first locks the member's row (FOR NO KEY UPDATE), so one member's concurrent bets queue here and
-- each counts the ones committed before it. In order: a closed account, a self-exclusion (in force,
-- ended without a return, or its return not yet come), a time-out; a loss limit in force that the
-- rolling window's net loss (applied bets − applied wins) plus the stake would pass; today's play
-- time (the Bangkok day) at the daily limit. The windows are exact lengths (24 h, 7 and 30 days).
CREATE FUNCTION game_wallet_bet_refusal(p_member_id bigint, p_amount_satang bigint, p_now timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  restriction account_restrictions%ROWTYPE;
  limit_day bigint;
  limit_week bigint;
  limit_month bigint;
  longest_hours integer;
  lost_day bigint;
  lost_week bigint;
  lost_month bigint;
  v_limit_minutes integer;
  v_played_seconds integer;
BEGIN
  PERFORM 1 FROM members WHERE id = p_member_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN 'unauthenticated'; END IF;

  SELECT * INTO restriction FROM account_restrictions WHERE member_id = p_member_id;
  IF FOUND THEN
    IF restriction.closed_at IS NOT NULL THEN RETURN 'account_closed'; END IF;
    IF restriction.self_excluded_until IS NOT NULL THEN
      IF restriction.self_excluded_until > p_now THEN RETURN 'self_excluded'; END IF;
      IF restriction.returns_at IS NULL THEN RETURN 'return_required'; END IF;
      IF restriction.returns_at > p_now THEN RETURN 'return_pending'; END IF;
    END IF;
    IF restriction.time_out_until IS NOT NULL AND restriction.time_out_until > p_now THEN RETURN 'timed_out'; END IF;
  END IF;

  SELECT max(amount_satang) FILTER (WHERE kind = 'loss_day'),
         max(amount_satang) FILTER (WHERE kind = 'loss_week'),
         max(amount_satang) FILTER (WHERE kind = 'loss_month')
  INTO limit_day, limit_week, limit_month
  FROM player_limits WHERE member_id = p_member_id AND amount_satang IS NOT NULL;
  longest_hours := CASE WHEN limit_month IS NOT NULL THEN 720 WHEN limit_week IS NOT NULL THEN 168
                        WHEN limit_day IS NOT NULL THEN 24 END;
  IF longest_hours IS NOT NULL THEN
    SELECT
      coalesce(sum(CASE WHEN kind = 'bet' THEN amount_satang ELSE -amount_satang END)
        FILTER (WHERE created_at > p_now - interval '24 hours'), 0),
      coalesce(sum(CASE WHEN kind = 'bet' THEN amount_satang ELSE -amount_satang END)
        FILTER (WHERE created_at > p_now - interval '168 hours'), 0),
      coalesce(sum(CASE WHEN kind = 'bet' THEN amount_satang ELSE -amount_satang END)
        FILTER (WHERE created_at > p_now - interval '720 hours'), 0)
    INTO lost_day, lost_week, lost_month
    FROM game_transactions
    WHERE member_id = p_member_id AND status = 'applied' AND kind IN ('bet', 'win')
      AND created_at > p_now - make_interval(hours => longest_hours) AND created_at <= p_now;
    IF lost_day + p_amount_satang > limit_day OR lost_week + p_amount_satang > limit_week
       OR lost_month + p_amount_satang > limit_month THEN
      RETURN 'loss_limit_reached';
    END IF;
  END IF;

  SELECT s.daily_limit_minutes, d.played_seconds INTO v_limit_minutes, v_played_seconds
  FROM play_time_settings s
  LEFT JOIN play_time_days d
    ON d.member_id = s.member_id AND d.day = ((p_now AT TIME ZONE 'UTC') + interval '7 hours')::date
  WHERE s.member_id = p_member_id;
  IF v_limit_minutes IS NOT NULL AND coalesce(v_played_seconds, 0) >= v_limit_minutes * 60 THEN
    RETURN 'play_time_reached';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A bet: INVALID_TOKEN for an unknown or expired token; under the id's lock, a replay answers its
-- first answer; TRANSACTION_ROLLED_BACK when this member's rollback of it came first; LIMIT_EXCEEDED
-- when player protection refuses; INSUFFICIENT_FUNDS above the balance; otherwise the debit, the
-- turnover, the promotion its turnover completes, and OK with the new balance. Its row is written
-- once, at the end, refusals too (for replays). An error anywhere (player protection could not
-- answer…) rolls the whole call back: nothing is stored.
CREATE FUNCTION game_wallet_bet(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_code text,
  p_amount_satang bigint, p_now timestamptz,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint := game_wallet_session_member(p_provider, p_token_hash, p_now, false);
  replay record;
  debited bigint;
BEGIN
  IF v_member IS NULL THEN answer := 'INVALID_TOKEN'; RETURN; END IF;
  PERFORM game_wallet_lock_id(p_provider, p_transaction_id);
  SELECT * INTO replay FROM game_wallet_replay(p_provider, p_transaction_id, 'bet', v_member, p_amount_satang);
  IF replay.seen THEN
    answer := replay.answer; balance_satang := replay.balance_satang; RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM game_transactions WHERE provider = p_provider AND kind = 'rollback'
             AND reference_transaction_id = p_transaction_id AND member_id = v_member) THEN
    answer := 'TRANSACTION_ROLLED_BACK';
  ELSE
    reason := game_wallet_bet_refusal(v_member, p_amount_satang, p_now);
    IF reason IS NOT NULL THEN
      answer := 'LIMIT_EXCEEDED';
    ELSE
      debited := game_wallet_post('game:' || p_provider || ':' || p_transaction_id, 'game_bet', v_member,
        p_provider, p_amount_satang, false, jsonb_build_object('roundId', p_round_id, 'gameCode', p_game_code));
      answer := CASE WHEN debited IS NULL THEN 'INSUFFICIENT_FUNDS' ELSE 'OK' END;
    END IF;
  END IF;
  IF answer = 'OK' THEN
    INSERT INTO member_turnover (member_id, bet_total_satang, updated_at) VALUES (v_member, p_amount_satang, p_now)
    ON CONFLICT (member_id) DO UPDATE
      SET bet_total_satang = member_turnover.bet_total_satang + excluded.bet_total_satang,
          updated_at = excluded.updated_at;
    -- The active promotion ends when its turnover is reached (promotions/current-promotion.ts).
    UPDATE member_promotions mp SET status = 'completed', ended_at = p_now
    WHERE mp.member_id = v_member AND mp.status = 'active'
      AND mp.turnover_required_satang <= greatest(
        coalesce((SELECT t.bet_total_satang FROM member_turnover t WHERE t.member_id = v_member), 0)
          - mp.turnover_start_satang, 0);
  END IF;
  balance_satang := game_wallet_record(p_provider, p_transaction_id, 'bet', v_member, p_round_id, p_game_code,
    p_amount_satang, p_now, CASE WHEN answer = 'OK' THEN 'applied' ELSE 'refused' END, answer, debited);
END
$$;
--> statement-breakpoint
-- A round's settlement: credits the win (0 settles a lost round and moves nothing). Accepted after
-- the player token expired, so that a round always settles. Idempotent by transaction id: under the
-- id's lock, a replay answers its first answer; the row is written once, at the end.
CREATE FUNCTION game_wallet_win(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_code text,
  p_amount_satang bigint, p_now timestamptz,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint := game_wallet_session_member(p_provider, p_token_hash, p_now, true);
  replay record;
  credited bigint;
BEGIN
  IF v_member IS NULL THEN answer := 'INVALID_TOKEN'; RETURN; END IF;
  PERFORM game_wallet_lock_id(p_provider, p_transaction_id);
  SELECT * INTO replay FROM game_wallet_replay(p_provider, p_transaction_id, 'win', v_member, p_amount_satang);
  IF replay.seen THEN
    answer := replay.answer; balance_satang := replay.balance_satang; RETURN;
  END IF;
  answer := 'OK';
  IF p_amount_satang > 0 THEN
    credited := game_wallet_post('game:' || p_provider || ':' || p_transaction_id, 'game_win', v_member, p_provider,
      p_amount_satang, true, jsonb_build_object('roundId', p_round_id, 'gameCode', p_game_code));
  END IF;
  balance_satang := game_wallet_record(p_provider, p_transaction_id, 'win', v_member, p_round_id, p_game_code,
    p_amount_satang, p_now, CASE WHEN p_amount_satang > 0 THEN 'applied' ELSE 'noop' END, answer, credited);
END
$$;
--> statement-breakpoint
-- Cancels a bet: the stake returns to the wallet and leaves the turnover. Accepted after the player
-- token expired. A rollback of a bet we never applied (unknown, refused, or already rolled back) is
-- recorded and changes nothing, and refuses that bet if it comes later for the same member. A
-- rollback naming another member's bet is refused with UNKNOWN_TRANSACTION and leaves it alone.
-- Idempotent by its own transaction id.
CREATE FUNCTION game_wallet_rollback(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text,
  p_reference_transaction_id text, p_now timestamptz,
  OUT answer text, OUT balance_satang bigint, OUT reason text
) LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint := game_wallet_session_member(p_provider, p_token_hash, p_now, true);
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
  credited := game_wallet_post('game:' || p_provider || ':' || p_transaction_id, 'game_rollback', v_member, p_provider,
    stake, true, jsonb_build_object('roundId', p_round_id, 'reference', p_reference_transaction_id));
  UPDATE member_turnover SET bet_total_satang = greatest(bet_total_satang - stake, 0), updated_at = p_now
  WHERE member_id = v_member;
  balance_satang := game_wallet_finish(claim.claim_id, v_member, 'applied', answer, credited);
END
$$;
--> statement-breakpoint
-- The wallet's balance for a live player token; INVALID_TOKEN otherwise.
CREATE FUNCTION game_wallet_read_balance(
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

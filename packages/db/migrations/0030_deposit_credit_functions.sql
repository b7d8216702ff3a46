-- Crediting a deposit in one round trip (issue 14, decision 31): a bank statement line is recorded,
-- matched, checked by player protection and credited (or held in suspense) by one SQL function,
-- `deposit_record_statement_line`, called in one statement outside any transaction block, so its
-- locks (the deposit request, the member's row, the wallet) are held only while the database works.
-- The other crediting paths (the payment gateway's webhook, staff's match, the release of transfers
-- held during maintenance) call `deposit_credit` in their own transaction. PL/pgSQL that runs on
-- PostgreSQL and on PGlite. TypeScript passes the clock and shapes the answers; the rules that also
-- run in TypeScript elsewhere (postTransaction's input hash, senderMatches, the bonus rules, player
-- protection's deposit check at prepare) are held equal to these by apps/server/test/deposit-function.test.ts.

-- The id of a ledger account by code, creating it on its first use as ensureAccounts does
-- (ledger/accounts.ts): a guarded account starts at 0, an outside-world one keeps no balance of its
-- own (its balance slots do, decision 8). Concurrent first uses agree on one row.
CREATE FUNCTION ledger_account_id(
  p_code text, p_kind text, p_member_id bigint, p_allow_negative boolean
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  found_id bigint;
BEGIN
  SELECT id INTO found_id FROM ledger_accounts WHERE code = p_code;
  IF found_id IS NOT NULL THEN RETURN found_id; END IF;
  INSERT INTO ledger_accounts (code, kind, member_id, balance_satang, allow_negative)
  VALUES (p_code, p_kind, p_member_id, CASE WHEN p_allow_negative THEN NULL ELSE 0 END, p_allow_negative)
  ON CONFLICT (code) DO NOTHING;
  SELECT id INTO found_id FROM ledger_accounts WHERE code = p_code;
  IF found_id IS NULL THEN RAISE EXCEPTION 'ledger account % could not be created', p_code; END IF;
  RETURN found_id;
END
$$;
--> statement-breakpoint
-- postTransaction (ledger/post-transaction.ts) for a transfer of a positive amount from one account to
-- another: the idempotency key claimed first (a replay with the same postings answers the first
-- transaction, replayed true; other postings raise `idempotency_conflict`), the accounts made on
-- first use, the cached balances moved in account-id order (no deadlock between two transfers) — a
-- guarded account with one UPDATE that refuses to go below zero (`insufficient_funds`), an
-- outside-world account in one of its 16 balance slots at random — and the two postings. The input
-- hash is hashInput's: JSON of the event type and the postings sorted by code, amounts as text.
CREATE FUNCTION ledger_transfer(
  p_idempotency_key text, p_event_type text,
  p_from_code text, p_from_kind text, p_from_member_id bigint, p_from_allow_negative boolean,
  p_to_code text, p_to_kind text, p_to_member_id bigint, p_to_allow_negative boolean,
  p_amount_satang bigint, p_metadata jsonb,
  OUT posted_id bigint, OUT replayed boolean
) LANGUAGE plpgsql AS $$
DECLARE
  canonical text;
  digest text;
  existing_digest text;
  from_id bigint;
  to_id bigint;
  leg record;
BEGIN
  IF p_amount_satang IS NULL OR p_amount_satang <= 0 THEN
    RAISE EXCEPTION 'a transfer moves a positive amount, not %', p_amount_satang;
  END IF;
  IF p_from_code = p_to_code THEN RAISE EXCEPTION 'a ledger transaction touches each account once'; END IF;
  SELECT '{"eventType":' || to_json(p_event_type)::text || ',"postings":['
    || string_agg('[' || to_json(legs.code)::text || ',' || to_json(legs.amount::text)::text || ']', ','
                  ORDER BY legs.code COLLATE "C")
    || ']}'
  INTO canonical
  FROM (VALUES (p_from_code, -p_amount_satang), (p_to_code, p_amount_satang)) AS legs (code, amount);
  digest := encode(sha256(convert_to(canonical, 'UTF8')), 'hex');
  INSERT INTO ledger_transactions (idempotency_key, event_type, input_hash, metadata)
  VALUES (p_idempotency_key, p_event_type, digest, coalesce(p_metadata, '{}'::jsonb))
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO posted_id;
  IF posted_id IS NULL THEN
    SELECT id, input_hash INTO posted_id, existing_digest FROM ledger_transactions
    WHERE idempotency_key = p_idempotency_key;
    IF posted_id IS NULL THEN RAISE EXCEPTION 'ledger transaction % vanished', p_idempotency_key; END IF;
    IF existing_digest <> digest THEN
      RAISE EXCEPTION 'idempotency_conflict' USING DETAIL = p_idempotency_key;
    END IF;
    replayed := true;
    RETURN;
  END IF;
  replayed := false;
  from_id := ledger_account_id(p_from_code, p_from_kind, p_from_member_id, p_from_allow_negative);
  to_id := ledger_account_id(p_to_code, p_to_kind, p_to_member_id, p_to_allow_negative);
  FOR leg IN
    SELECT * FROM (VALUES (from_id, -p_amount_satang, p_from_allow_negative, p_from_code),
                          (to_id, p_amount_satang, p_to_allow_negative, p_to_code)) AS l (id, amount, allow_negative, code)
    ORDER BY l.id
  LOOP
    IF leg.allow_negative THEN
      INSERT INTO ledger_balance_slots (account_id, slot, balance_satang)
      VALUES (leg.id, floor(random() * 16)::smallint, leg.amount)
      ON CONFLICT (account_id, slot) DO UPDATE
        SET balance_satang = ledger_balance_slots.balance_satang + excluded.balance_satang;
    ELSE
      UPDATE ledger_accounts SET balance_satang = balance_satang + leg.amount
      WHERE id = leg.id AND balance_satang + leg.amount >= 0;
      IF NOT FOUND THEN RAISE EXCEPTION 'insufficient_funds' USING DETAIL = leg.code; END IF;
    END IF;
  END LOOP;
  INSERT INTO ledger_postings (transaction_id, account_id, amount_satang)
  VALUES (posted_id, from_id, -p_amount_satang), (posted_id, to_id, p_amount_satang);
END
$$;
--> statement-breakpoint
-- promotionBonus (promotions/bonus-rules.ts): the fixed bonus when there is one, otherwise deposit ×
-- percent (basis points), capped at the maximum when there is one, rounded down to the satang.
CREATE FUNCTION promotion_bonus(
  p_fixed_satang bigint, p_percent_bp integer, p_max_satang bigint, p_deposit_satang bigint
) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_fixed_satang > 0 THEN p_fixed_satang
    WHEN p_max_satang > 0 AND p_deposit_satang * p_percent_bp / 10000 > p_max_satang THEN p_max_satang
    ELSE p_deposit_satang * p_percent_bp / 10000
  END
$$;
--> statement-breakpoint
-- turnoverRequirement (promotions/bonus-rules.ts): (deposit + bonus) × the multiplier (hundredths),
-- capped at the maximum turnover when there is one.
CREATE FUNCTION promotion_turnover_requirement(
  p_multiplier_hundredths integer, p_max_satang bigint, p_deposit_satang bigint, p_bonus_satang bigint
) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_max_satang > 0 AND (p_deposit_satang + p_bonus_satang) * p_multiplier_hundredths / 100 > p_max_satang
      THEN p_max_satang
    ELSE (p_deposit_satang + p_bonus_satang) * p_multiplier_hundredths / 100
  END
$$;
--> statement-breakpoint
-- senderMatches (deposits/sender-matches.ts): may the sender's account printed on a statement line
-- ("xxx-x-x4567-x") be the member's? Spaces and dashes dropped, lower case; only digits, x and *;
-- unmasked it must be equal; masked, its visible digits (at least four) sit at the same places from
-- the end of the member's number.
CREATE FUNCTION deposit_sender_matches(p_printed text, p_member_account text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  compact text := lower(regexp_replace(p_printed, '[[:space:]-]', '', 'g'));
  member_account text := coalesce(p_member_account, '');
  printed_length integer;
  member_length integer := length(coalesce(p_member_account, ''));
  ch text;
  visible integer := 0;
BEGIN
  IF compact !~ '^[0-9x*]+$' OR compact !~ '[0-9]' THEN RETURN false; END IF;
  IF compact !~ '[x*]' THEN RETURN compact = member_account; END IF;
  printed_length := length(compact);
  FOR i IN 0 .. printed_length - 1 LOOP
    ch := substr(compact, printed_length - i, 1);
    CONTINUE WHEN ch IN ('x', '*');
    IF i >= member_length OR substr(member_account, member_length - i, 1) <> ch THEN RETURN false; END IF;
    visible := visible + 1;
  END LOOP;
  RETURN visible >= 4;
END
$$;
--> statement-breakpoint
-- Player protection's answer to crediting a deposit (checkPlayerProtection's `deposit` kind,
-- responsible-gaming/check-player-protection.ts): NULL when it may be credited, else the refusal's
-- code. It locks the member's row (FOR NO KEY UPDATE), so one member's concurrent deposits queue here
-- and each counts the ones committed before it. In order: no such member (`unauthenticated`), a
-- closed account, a self-exclusion (in force, ended without a return, or its return not yet come), a
-- time-out; then each deposit limit in force (a positive amount) that the rolling window's deposits
-- plus this one would pass (`deposit_limit_reached`): the completed deposits stamped inside the
-- window and not after now, and every pending request, the request being credited left out.
CREATE FUNCTION deposit_refusal(
  p_member_id bigint, p_amount_satang bigint, p_request_id bigint, p_now timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  restriction account_restrictions%ROWTYPE;
  limit_day bigint;
  limit_week bigint;
  limit_month bigint;
  pending bigint;
  used_day bigint;
  used_week bigint;
  used_month bigint;
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

  SELECT max(amount_satang) FILTER (WHERE kind = 'deposit_day'),
         max(amount_satang) FILTER (WHERE kind = 'deposit_week'),
         max(amount_satang) FILTER (WHERE kind = 'deposit_month')
  INTO limit_day, limit_week, limit_month
  FROM player_limits WHERE member_id = p_member_id AND amount_satang > 0;
  IF limit_day IS NULL AND limit_week IS NULL AND limit_month IS NULL THEN RETURN NULL; END IF;

  SELECT coalesce(sum(amount_satang) FILTER (WHERE status = 'pending'), 0),
         coalesce(sum(amount_satang) FILTER (WHERE status = 'completed' AND completed_at > p_now - interval '24 hours'), 0),
         coalesce(sum(amount_satang) FILTER (WHERE status = 'completed' AND completed_at > p_now - interval '168 hours'), 0),
         coalesce(sum(amount_satang) FILTER (WHERE status = 'completed'), 0)
  INTO pending, used_day, used_week, used_month
  FROM money_requests
  WHERE member_id = p_member_id AND type = 'deposit'
    AND (p_request_id IS NULL OR id <> p_request_id)
    AND (status = 'pending'
         OR (status = 'completed' AND completed_at > p_now - interval '720 hours' AND completed_at <= p_now));
  IF pending + used_day + p_amount_satang > limit_day OR pending + used_week + p_amount_satang > limit_week
     OR pending + used_month + p_amount_satang > limit_month THEN
    RETURN 'deposit_limit_reached';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An alert to staff about a transfer on the unmatched desk (queueStaffAlert, alerts/queue-staff-alert.ts):
-- one outbox row per destination switched on, none when the operator turned these alerts off or no
-- destination is on. The settings are the operator's `staff_alerts` (defaults: alert on, no destination).
CREATE FUNCTION deposit_queue_unmatched_alert(p_data jsonb, p_now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  settings jsonb := coalesce((SELECT value FROM site_settings WHERE key = 'staff_alerts'), '{}'::jsonb);
BEGIN
  IF NOT coalesce((settings ->> 'alert_unmatched_transfer')::boolean, true) THEN RETURN; END IF;
  INSERT INTO staff_alert_outbox (destination, kind, payload, next_attempt_at, created_at)
  SELECT destination, 'unmatched_transfer', p_data, p_now, p_now
  FROM (VALUES (1, 'webhook', coalesce((settings ->> 'webhook_enabled')::boolean, false)),
               (2, 'telegram', coalesce((settings ->> 'telegram_enabled')::boolean, false))) AS d (ordinal, destination, enabled)
  WHERE enabled
  ORDER BY ordinal;
END
$$;
--> statement-breakpoint
-- A deposit's money onto the member's wallet (creditDeposit, deposits/credit-deposit.ts): the
-- ledger's `deposit` transfer from where the money came in (idempotent by key: a replay changes
-- nothing more), then a change note for the member's open pages, a push notice for the member's
-- subscribed browsers, the customer id on the first deposit, the promotion the request came with (its
-- bonus from the promotion expense, the turnover requirement counted from the member's bet total
-- now; none while another promotion is active), and the advertising postback of a member who came
-- with a click id (once per member). Call it in the transaction that completed the request.
CREATE FUNCTION deposit_credit(
  p_member_id bigint, p_amount_satang bigint,
  p_from_code text, p_from_kind text, p_from_allow_negative boolean,
  p_idempotency_key text, p_metadata jsonb, p_request_id bigint, p_promotion_id bigint, p_now timestamptz,
  OUT posted_id bigint, OUT replayed boolean
) LANGUAGE plpgsql AS $$
DECLARE
  posted record;
  click text;
  promotion promotions%ROWTYPE;
  bonus bigint;
  required bigint;
BEGIN
  SELECT * INTO posted FROM ledger_transfer(p_idempotency_key, 'deposit',
    p_from_code, p_from_kind, NULL, p_from_allow_negative,
    'member:' || p_member_id || ':wallet', 'member_wallet', p_member_id, false,
    p_amount_satang, p_metadata);
  posted_id := posted.posted_id;
  replayed := posted.replayed;
  IF replayed THEN RETURN; END IF;
  INSERT INTO member_change_outbox (member_id, reason) VALUES (p_member_id, 'deposit');
  -- The member's phones are told once the deposit commits (queuePushNotification, decision 35): one
  -- notice per deposit request whichever path credited it (else per ledger key), and none at all
  -- when the member subscribed no browser.
  INSERT INTO push_notifications (event_key, member_id, kind, data, created_at)
  SELECT CASE WHEN p_request_id IS NOT NULL THEN 'deposit-request:' || p_request_id ELSE 'deposit:' || p_idempotency_key END,
    p_member_id, 'deposit_credited', jsonb_build_object('amountSatang', p_amount_satang::text), p_now
  WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE push_subscriptions.member_id = p_member_id)
  ON CONFLICT (event_key) DO NOTHING;
  UPDATE members SET username = 'CB' || lpad(id::text, 6, '0') WHERE id = p_member_id AND username IS NULL;
  SELECT click_id INTO click FROM members WHERE id = p_member_id;

  IF p_promotion_id IS NOT NULL AND p_request_id IS NOT NULL THEN
    SELECT * INTO promotion FROM promotions WHERE id = p_promotion_id;
    IF FOUND AND NOT EXISTS (SELECT 1 FROM member_promotions WHERE member_id = p_member_id AND status = 'active') THEN
      bonus := promotion_bonus(promotion.bonus_fixed_satang, promotion.bonus_percent_bp, promotion.bonus_max_satang,
        p_amount_satang);
      required := promotion_turnover_requirement(promotion.turnover_multiplier_hundredths,
        promotion.turnover_max_satang, p_amount_satang, bonus);
      IF bonus > 0 THEN
        PERFORM ledger_transfer('promotion-bonus:' || p_request_id, 'promotion_bonus',
          'expense:promotion', 'expense', NULL, true,
          'member:' || p_member_id || ':wallet', 'member_wallet', p_member_id, false,
          bonus, jsonb_build_object('promotionId', promotion.id, 'requestId', p_request_id));
      END IF;
      INSERT INTO member_promotions (member_id, promotion_id, request_id, deposit_satang, bonus_satang,
        turnover_required_satang, turnover_start_satang, status, started_at, ended_at)
      VALUES (p_member_id, promotion.id, p_request_id, p_amount_satang, bonus, required,
        coalesce((SELECT bet_total_satang FROM member_turnover WHERE member_id = p_member_id), 0),
        CASE WHEN required > 0 THEN 'active' ELSE 'completed' END, p_now,
        CASE WHEN required > 0 THEN NULL ELSE p_now END);
      UPDATE money_requests SET bonus_satang = bonus WHERE id = p_request_id;
    END IF;
  END IF;

  IF click IS NOT NULL AND click <> '' THEN
    INSERT INTO postbacks (member_id, click_id, revenue_satang, status, next_attempt_at, created_at)
    VALUES (p_member_id, click, p_amount_satang, 'pending', p_now, p_now)
    ON CONFLICT (member_id) DO NOTHING;
  END IF;
END
$$;
--> statement-breakpoint
-- A bank statement line (recordBankStatementLines, deposits/record-bank-statement-lines.ts), applied
-- at most once by its id: a replay answers the first outcome (`conflict` when the id came with another
-- amount or account). The line is recorded as unmatched; the pending deposits it could pay (same
-- company account, exact amount, made no later than p_skew_seconds after the transfer and not expired
-- before it) are locked, and those whose member's account the printed sender matches are kept. Exactly
-- one: during maintenance with "credit when it ends" its money is held on the suspense account naming
-- the request (`maintenance`); when player protection refuses the credit (or cannot answer:
-- `player_protection_unavailable`, checked in a subtransaction so that its failure leaves this one
-- usable) it is held in suspense marked `protection_<code>`, the request cancelled and staff alerted
-- (decision 20); otherwise the request completes and deposit_credit credits it. None or several: held
-- in suspense as `no_pending_deposit`, `sender_mismatch` or `ambiguous`, and staff alerted. Answers
-- the line's status, the request it completed and the member whose wallet it credited.
CREATE FUNCTION deposit_record_statement_line(
  p_external_id text, p_account_number text, p_amount_satang bigint, p_occurred_at timestamptz,
  p_from_bank text, p_from_account text, p_from_name text, p_now timestamptz, p_skew_seconds integer,
  OUT status text, OUT request_id bigint, OUT member_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
  line bank_statement_lines%ROWTYPE;
  company_code text := 'company-bank:' || p_account_number;
  candidate record;
  candidates integer := 0;
  matching integer := 0;
  chosen_id bigint;
  chosen_member bigint;
  chosen_promotion bigint;
  maintenance jsonb;
  refusal text;
  reason text;
  completed_member bigint;
BEGIN
  INSERT INTO bank_statement_lines (external_id, account_number, amount_satang, occurred_at, from_bank,
    from_account, from_name, status, created_at)
  VALUES (p_external_id, p_account_number, p_amount_satang, p_occurred_at, p_from_bank, p_from_account,
    p_from_name, 'unmatched', p_now)
  ON CONFLICT (external_id) DO NOTHING
  RETURNING * INTO line;
  IF line.id IS NULL THEN
    SELECT * INTO line FROM bank_statement_lines WHERE external_id = p_external_id;
    IF line.id IS NULL THEN RAISE EXCEPTION 'statement line % vanished', p_external_id; END IF;
    status := CASE WHEN line.amount_satang = p_amount_satang AND line.account_number = p_account_number
                   THEN line.status ELSE 'conflict' END;
    request_id := line.request_id;
    RETURN;
  END IF;

  FOR candidate IN
    SELECT r.*, m.account_number AS registered_account
    FROM money_requests r JOIN members m ON m.id = r.member_id
    WHERE r.status = 'pending' AND r.type = 'deposit' AND r.company_account_number = p_account_number
      AND r.amount_satang = p_amount_satang
      AND r.created_at <= p_occurred_at + make_interval(secs => p_skew_seconds)
      AND r.expires_at >= p_occurred_at
    FOR UPDATE OF r
  LOOP
    candidates := candidates + 1;
    IF p_from_account IS NULL OR p_from_account = ''
       OR deposit_sender_matches(p_from_account, coalesce(candidate.registered_account, '')) THEN
      matching := matching + 1;
      chosen_id := candidate.id;
      chosen_member := candidate.member_id;
      chosen_promotion := candidate.promotion_id;
    END IF;
  END LOOP;

  status := 'unmatched';
  IF matching = 1 THEN
    SELECT value INTO maintenance FROM site_settings WHERE key = 'maintenance';
    IF coalesce((maintenance ->> 'enabled')::boolean, false) AND maintenance ->> 'credit_transfers' = 'when_ended' THEN
      PERFORM ledger_transfer('statement-line:' || line.id, 'unmatched_transfer',
        company_code, 'company_bank', NULL, true, 'suspense:unmatched-deposits', 'suspense', NULL, false,
        p_amount_satang, jsonb_build_object('lineId', p_external_id, 'reason', 'maintenance'));
      UPDATE bank_statement_lines SET unmatched_reason = 'maintenance', request_id = chosen_id WHERE id = line.id;
      RETURN;
    END IF;

    BEGIN
      refusal := deposit_refusal(chosen_member, p_amount_satang, chosen_id, p_now);
    EXCEPTION WHEN OTHERS THEN
      refusal := 'player_protection_unavailable';
    END;
    IF refusal IS NOT NULL THEN
      reason := 'protection_' || refusal;
      PERFORM ledger_transfer('statement-line:' || line.id, 'unmatched_transfer',
        company_code, 'company_bank', NULL, true, 'suspense:unmatched-deposits', 'suspense', NULL, false,
        p_amount_satang, jsonb_build_object('lineId', p_external_id, 'requestId', chosen_id, 'reason', reason));
      UPDATE bank_statement_lines SET status = 'unmatched', unmatched_reason = reason, request_id = chosen_id,
        resolved_at = NULL
      WHERE id = line.id;
      UPDATE money_requests SET status = 'cancelled', deleted_cause = 'player_protection', deleted_at = p_now
      WHERE id = chosen_id AND money_requests.status = 'pending';
      IF FOUND THEN
        INSERT INTO member_change_outbox (member_id, reason) VALUES (chosen_member, 'request');
      END IF;
      PERFORM deposit_queue_unmatched_alert(jsonb_build_object(
        'line_id', p_external_id, 'account_number', p_account_number,
        'amount', round(p_amount_satang::numeric / 100, 2), 'from_bank', p_from_bank,
        'from_account', p_from_account, 'reason', reason, 'member_id', chosen_member,
        'request_id', chosen_id), p_now);
      RETURN;
    END IF;

    UPDATE money_requests SET status = 'completed', completed_at = p_now, statement_line_id = line.id
    WHERE id = chosen_id AND money_requests.status = 'pending'
    RETURNING money_requests.member_id INTO completed_member;
    IF completed_member IS NOT NULL THEN
      PERFORM deposit_credit(completed_member, p_amount_satang, company_code, 'company_bank', true,
        'statement-line:' || line.id, jsonb_build_object('lineId', p_external_id, 'requestId', chosen_id),
        chosen_id, chosen_promotion, p_now);
      UPDATE bank_statement_lines SET status = 'matched', request_id = chosen_id, resolved_at = p_now
      WHERE id = line.id;
      status := 'matched';
      request_id := chosen_id;
      member_id := completed_member;
      RETURN;
    END IF;
  END IF;

  reason := CASE WHEN candidates = 0 THEN 'no_pending_deposit' WHEN matching = 0 THEN 'sender_mismatch'
                 ELSE 'ambiguous' END;
  PERFORM ledger_transfer('statement-line:' || line.id, 'unmatched_transfer',
    company_code, 'company_bank', NULL, true, 'suspense:unmatched-deposits', 'suspense', NULL, false,
    p_amount_satang, jsonb_build_object('lineId', p_external_id, 'reason', reason));
  UPDATE bank_statement_lines SET unmatched_reason = reason WHERE id = line.id;
  PERFORM deposit_queue_unmatched_alert(jsonb_build_object(
    'line_id', p_external_id, 'account_number', p_account_number,
    'amount', round(p_amount_satang::numeric / 100, 2), 'from_bank', p_from_bank,
    'from_account', p_from_account, 'reason', reason), p_now);
END
$$;

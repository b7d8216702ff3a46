-- An affiliate's figures over [p_from, p_to), for the members it brought (members.affiliate_key =
-- its key, any case), all money from the ledger (decision 61): clicks (registrations started with
-- its key), registrations (members made), first deposits (members whose first `deposit` ever falls in
-- the range), active players (members with a bet), turnover (bets less rolled-back bets), wins, and
-- bonus: everything that moved between an expense account (every bonus source, referral, staff
-- adjustments) and the members' own accounts, net. NGR = turnover − wins − bonus.
CREATE OR REPLACE FUNCTION affiliate_period_figures(p_key text, p_from timestamptz, p_to timestamptz)
RETURNS TABLE (
  clicks integer, registrations integer, first_deposits integer, active_players integer,
  turnover_satang bigint, wins_satang bigint, bonus_satang bigint
) LANGUAGE sql STABLE AS $$
  WITH brought AS (
    SELECT m.id, m.created_at FROM members m
    WHERE upper(m.affiliate_key) = upper(p_key) AND m.affiliate_key IS NOT NULL
  ), legs AS (
    SELECT t.event_type, p.amount_satang AS amount, a.member_id, a.kind,
      EXISTS (SELECT 1 FROM ledger_postings q JOIN ledger_accounts qa ON qa.id = q.account_id
              WHERE q.transaction_id = t.id AND qa.kind = 'expense') AS from_expense
    FROM brought b
    JOIN ledger_accounts a ON a.member_id = b.id
    JOIN ledger_postings p ON p.account_id = a.id
    JOIN ledger_transactions t ON t.id = p.transaction_id
    WHERE t.created_at >= p_from AND t.created_at < p_to
  )
  SELECT
    (SELECT count(*) FROM registrations r
     WHERE upper(r.affiliate_key) = upper(p_key) AND r.created_at >= p_from AND r.created_at < p_to)::integer,
    (SELECT count(*) FROM brought b WHERE b.created_at >= p_from AND b.created_at < p_to)::integer,
    (SELECT count(*) FROM brought b CROSS JOIN LATERAL (
       SELECT min(t.created_at) AS at FROM ledger_accounts a
       JOIN ledger_postings p ON p.account_id = a.id
       JOIN ledger_transactions t ON t.id = p.transaction_id
       WHERE a.code = ledger_member_wallet(b.id) AND t.event_type = 'deposit') first_deposit
     WHERE first_deposit.at >= p_from AND first_deposit.at < p_to)::integer,
    (SELECT count(DISTINCT l.member_id) FROM legs l WHERE l.event_type = 'game_bet')::integer,
    (SELECT coalesce(-sum(l.amount), 0) FROM legs l
     WHERE l.kind = 'member_wallet' AND l.event_type IN ('game_bet', 'game_rollback'))::bigint,
    (SELECT coalesce(sum(l.amount), 0) FROM legs l
     WHERE l.kind = 'member_wallet' AND l.event_type = 'game_win')::bigint,
    (SELECT coalesce(sum(l.amount), 0) FROM legs l WHERE l.from_expense)::bigint
$$;

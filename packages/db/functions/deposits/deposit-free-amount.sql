-- The amount a pending deposit to a company account may hold: the asked amount plus the fewest
-- satang (up to p_max_added_satang) that no other pending deposit to that account holds, so that an
-- incoming transfer matches one request only; null when every one is taken. p_except is a request
-- left out (the one being moved). The caller holds the account's lock ('deposit-amount:' || number).
-- deposit_hold asks it at prepare, deposit_move_account when a frozen account's deposits move.
CREATE OR REPLACE FUNCTION deposit_free_amount(
  p_company_account_number text, p_amount_satang bigint, p_max_added_satang bigint, p_except bigint
) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT min(candidate)
  FROM generate_series(p_amount_satang, p_amount_satang + p_max_added_satang) AS candidate
  WHERE candidate NOT IN (
    SELECT r.amount_satang FROM money_requests r
    WHERE r.status = 'pending' AND r.type = 'deposit' AND r.company_account_number = p_company_account_number
      AND r.amount_satang BETWEEN p_amount_satang AND p_amount_satang + p_max_added_satang
      AND r.id IS DISTINCT FROM p_except);
$$;

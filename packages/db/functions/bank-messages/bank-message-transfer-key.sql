-- The statement line's external id of a transfer a forwarded message tells (issue 25, decision 47).
-- Messages of one company account, amount and minute are taken one at a time (a transaction-scoped
-- advisory lock on the three), so concurrent posts of the same transfer agree; the unique slot
-- (account, amount, minute, ordinal) and the unique external id hold it if anything slipped. A
-- message is the same transfer as a claimed one when their balances after agree or either lacks
-- one (the SMS carries it, the app notification may not): it takes that transfer's id, filling in
-- the balance when it brings one. Otherwise it claims the next ordinal: two real transfers of the
-- same amount in the same minute with different balances after are two lines.
CREATE OR REPLACE FUNCTION bank_message_transfer_key(
  p_account_number text, p_amount_satang bigint, p_minute timestamptz, p_balance_after_satang bigint
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  claimed bank_message_transfers%ROWTYPE;
  next_ordinal bigint;
  external text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(
    'bank-message-transfer:' || p_account_number || ':' || p_amount_satang || ':' || p_minute::text, 0));
  SELECT * INTO claimed FROM bank_message_transfers t
  WHERE t.account_number = p_account_number AND t.amount_satang = p_amount_satang AND t.minute = p_minute
    AND (p_balance_after_satang IS NULL OR t.balance_after_satang IS NULL
         OR t.balance_after_satang = p_balance_after_satang)
  ORDER BY (t.balance_after_satang IS NOT DISTINCT FROM p_balance_after_satang) DESC, t.ordinal
  LIMIT 1;
  IF FOUND THEN
    IF claimed.balance_after_satang IS NULL AND p_balance_after_satang IS NOT NULL THEN
      UPDATE bank_message_transfers SET balance_after_satang = p_balance_after_satang WHERE id = claimed.id;
    END IF;
    RETURN claimed.external_id;
  END IF;
  SELECT coalesce(max(t.ordinal), 0) + 1 INTO next_ordinal FROM bank_message_transfers t
  WHERE t.account_number = p_account_number AND t.amount_satang = p_amount_satang AND t.minute = p_minute;
  external := 'bank-message:' || p_account_number || ':' || p_amount_satang || ':'
    || to_char(p_minute AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MI') || ':' || next_ordinal;
  INSERT INTO bank_message_transfers (account_number, amount_satang, minute, ordinal, balance_after_satang,
    external_id, created_at)
  VALUES (p_account_number, p_amount_satang, p_minute, next_ordinal, p_balance_after_satang, external, now());
  RETURN external;
END
$$;

-- ledger_post: the one writer of the ledger (decisions 5, 8, 42). Every movement of money in the
-- product is one call: TypeScript's postTransaction, the game wallet, the crediting of deposits.
-- Guarantees, in one statement of the caller's transaction:
-- - the postings are 2 to 16, one per account, non-zero, and sum to zero (else it raises);
-- - idempotent by key: a key seen before with the same event type and postings answers that
--   transaction (`replayed`) and moves nothing; with others it raises `idempotency_conflict`;
-- - a guarded account (a member's, suspense) never goes below zero: one UPDATE that refuses (no
--   read-then-write); then nothing is written and `short_account` names the account;
-- - cached balances are moved in account-id order (no deadlock between two posts); an account of
--   the world outside in one of its 16 balance slots, chosen at random;
-- - the transaction's input hash is ledger_input_hash's; the ledger stays append-only (0002).
-- Answers the guarded accounts' new balances in the order of p_codes (NULL for the others).
CREATE OR REPLACE FUNCTION ledger_post(
  p_idempotency_key text, p_event_type text, p_codes text[], p_amounts bigint[], p_metadata jsonb,
  OUT transaction_id bigint, OUT replayed boolean, OUT short_account text, OUT balances bigint[]
) LANGUAGE plpgsql AS $$
DECLARE
  digest text := ledger_input_hash(p_idempotency_key, p_event_type, p_codes, p_amounts);
  ids bigint[];
  unguarded boolean[];
  slots smallint[];
  opened integer;
  leg record;
  moved bigint;
BEGIN
  replayed := true;
  SELECT * INTO transaction_id FROM ledger_replay(p_idempotency_key, digest);
  IF transaction_id IS NOT NULL THEN RETURN; END IF;
  FOR attempt IN 1 .. 2 LOOP
    SELECT count(a.id), array_agg(a.id ORDER BY c.ord), array_agg(a.allow_negative ORDER BY c.ord)
    INTO opened, ids, unguarded
    FROM unnest(p_codes) WITH ORDINALITY AS c (code, ord) LEFT JOIN ledger_accounts a ON a.code = c.code;
    EXIT WHEN opened = cardinality(p_codes);
    PERFORM ledger_open_accounts(p_codes);
  END LOOP;
  balances := array_fill(NULL::bigint, ARRAY[cardinality(p_codes)]);
  slots := array_fill(NULL::smallint, ARRAY[cardinality(p_codes)]);
  FOR leg IN
    SELECT l.id, l.unguarded, l.amount, l.ord::integer AS ord
    FROM unnest(ids, unguarded, p_amounts) WITH ORDINALITY AS l (id, unguarded, amount, ord) ORDER BY l.id
  LOOP
    IF leg.unguarded THEN
      slots[leg.ord] := floor(random() * 16)::smallint;
      INSERT INTO ledger_balance_slots (account_id, slot, balance_satang)
      VALUES (leg.id, slots[leg.ord], leg.amount)
      ON CONFLICT (account_id, slot) DO UPDATE
        SET balance_satang = ledger_balance_slots.balance_satang + excluded.balance_satang;
      CONTINUE;
    END IF;
    UPDATE ledger_accounts SET balance_satang = balance_satang + leg.amount
    WHERE id = leg.id AND balance_satang + leg.amount >= 0 RETURNING balance_satang INTO moved;
    IF NOT FOUND THEN
      PERFORM ledger_undo(ids, slots, p_amounts, leg.id);
      -- A post of this key that committed while this one waited on the account is a replay.
      SELECT * INTO transaction_id FROM ledger_replay(p_idempotency_key, digest);
      IF transaction_id IS NULL THEN short_account := p_codes[leg.ord]; replayed := false; END IF;
      balances := NULL;
      RETURN;
    END IF;
    balances[leg.ord] := moved;
  END LOOP;
  INSERT INTO ledger_transactions (idempotency_key, event_type, input_hash, metadata)
  VALUES (p_idempotency_key, p_event_type, digest, coalesce(p_metadata, '{}'::jsonb))
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO transaction_id;
  IF transaction_id IS NULL THEN
    PERFORM ledger_undo(ids, slots, p_amounts, NULL);
    SELECT * INTO transaction_id FROM ledger_replay(p_idempotency_key, digest);
    balances := NULL;
    RETURN;
  END IF;
  INSERT INTO ledger_postings (transaction_id, account_id, amount_satang)
  SELECT ledger_post.transaction_id, l.id, l.amount FROM unnest(ids, p_amounts) AS l (id, amount);
  replayed := false;
END
$$;

-- ledger_post: the ledger's one writer (decisions 5, 8, 42): every movement of money is one call
-- (postTransaction, the wallet, crediting). Guarantees, in one statement of the caller's transaction:
-- - the postings are 2 to 16, one per account, non-zero, and sum to zero (else it raises);
-- - idempotent by key (claimed last; a replay's moves are taken back): a key seen before with the
--   same event and postings answers that transaction, `replayed`; with others `idempotency_conflict`;
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
  legs integer := cardinality(p_codes);
  found_id bigint; found_unguarded boolean; position integer;
  ids bigint[] := '{}';          -- the legs in account-id order: their accounts (one indexed read each),
  unguarded boolean[] := '{}';   -- whether each may go below zero,
  amounts bigint[] := '{}';      -- their amounts,
  places integer[] := '{}';      -- and their places in p_codes
  slots smallint[];
  moved bigint;
BEGIN
  FOR place IN 1 .. legs LOOP
    SELECT a.id, a.allow_negative INTO found_id, found_unguarded FROM ledger_accounts a WHERE a.code = p_codes[place];
    IF NOT FOUND THEN
      PERFORM ledger_open_accounts(ARRAY[p_codes[place]]);
      SELECT a.id, a.allow_negative INTO STRICT found_id, found_unguarded FROM ledger_accounts a WHERE a.code = p_codes[place];
    END IF;
    position := 1;
    WHILE position < place AND ids[position] < found_id LOOP position := position + 1; END LOOP;
    IF ids[position] = found_id THEN RAISE EXCEPTION 'a ledger transaction touches each account once'; END IF;
    ids := ids[1:position - 1] || found_id || ids[position:];
    unguarded := unguarded[1:position - 1] || found_unguarded || unguarded[position:];
    amounts := amounts[1:position - 1] || p_amounts[place] || amounts[position:];
    places := places[1:position - 1] || place || places[position:];
  END LOOP;
  balances := array_fill(NULL::bigint, ARRAY[legs]);
  slots := array_fill(NULL::smallint, ARRAY[legs]);
  FOR leg IN 1 .. legs LOOP
    IF unguarded[leg] THEN
      slots[leg] := floor(random() * 16)::smallint;
      INSERT INTO ledger_balance_slots (account_id, slot, balance_satang) VALUES (ids[leg], slots[leg], amounts[leg])
      ON CONFLICT (account_id, slot) DO UPDATE
        SET balance_satang = ledger_balance_slots.balance_satang + excluded.balance_satang;
      CONTINUE;
    END IF;
    UPDATE ledger_accounts SET balance_satang = balance_satang + amounts[leg]
    WHERE id = ids[leg] AND balance_satang + amounts[leg] >= 0 RETURNING balance_satang INTO moved;
    IF NOT FOUND THEN
      PERFORM ledger_undo(ids[1:leg - 1], slots[1:leg - 1], amounts[1:leg - 1]);
      -- A post of this key that committed while this one waited on the account is a replay.
      transaction_id := ledger_replay(p_idempotency_key, digest);
      replayed := transaction_id IS NOT NULL;
      IF NOT replayed THEN short_account := p_codes[places[leg]]; END IF;
      balances := NULL;
      RETURN;
    END IF;
    balances[places[leg]] := moved;
  END LOOP;
  INSERT INTO ledger_transactions (idempotency_key, event_type, input_hash, metadata)
  VALUES (p_idempotency_key, p_event_type, digest, coalesce(p_metadata, '{}'::jsonb))
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO transaction_id;
  IF transaction_id IS NULL THEN
    -- Posted before (or meanwhile): take it all back and answer that one, or its conflict.
    PERFORM ledger_undo(ids, slots, amounts);
    transaction_id := ledger_replay(p_idempotency_key, digest);
    replayed := true;
    balances := NULL;
    RETURN;
  END IF;
  INSERT INTO ledger_postings (transaction_id, account_id, amount_satang)
  SELECT ledger_post.transaction_id, l.id, l.amount FROM unnest(ids, amounts) AS l (id, amount);
  replayed := false;
END
$$;

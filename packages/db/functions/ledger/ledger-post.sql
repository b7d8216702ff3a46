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
  ids bigint[] := '{}';          -- each leg's account (one indexed read each; opened on first use),
  unguarded boolean[] := '{}';   -- whether it may go below zero,
  slots smallint[];              -- the balance slot it went to,
  moving integer[];              -- and the legs' places in account-id order
  found_id bigint; found_unguarded boolean; moved bigint;
BEGIN
  FOR place IN 1 .. legs LOOP
    SELECT a.id, a.allow_negative INTO found_id, found_unguarded FROM ledger_accounts a WHERE a.code = p_codes[place];
    IF NOT FOUND THEN
      PERFORM ledger_open_accounts(ARRAY[p_codes[place]]);
      SELECT a.id, a.allow_negative INTO STRICT found_id, found_unguarded FROM ledger_accounts a WHERE a.code = p_codes[place];
    END IF;
    ids := ids || found_id;
    unguarded := unguarded || found_unguarded;
  END LOOP;
  moving := CASE WHEN legs = 2 THEN CASE WHEN ids[1] < ids[2] THEN '{1,2}'::integer[] ELSE '{2,1}'::integer[] END
                 ELSE (SELECT array_agg(place ORDER BY ids[place]) FROM generate_series(1, legs) AS place) END;
  IF ids[moving[1]] = ids[moving[2]] OR (legs > 2 AND (SELECT count(DISTINCT i) FROM unnest(ids) AS i) < legs) THEN
    RAISE EXCEPTION 'a ledger transaction touches each account once';
  END IF;
  balances := array_fill(NULL::bigint, ARRAY[legs]);
  slots := array_fill(NULL::smallint, ARRAY[legs]);
  FOR step IN 1 .. legs LOOP
    IF unguarded[moving[step]] THEN
      slots[moving[step]] := floor(random() * 16)::smallint;
      INSERT INTO ledger_balance_slots (account_id, slot, balance_satang)
      VALUES (ids[moving[step]], slots[moving[step]], p_amounts[moving[step]])
      ON CONFLICT (account_id, slot) DO UPDATE
        SET balance_satang = ledger_balance_slots.balance_satang + excluded.balance_satang;
      CONTINUE;
    END IF;
    UPDATE ledger_accounts SET balance_satang = balance_satang + p_amounts[moving[step]]
    WHERE id = ids[moving[step]] AND balance_satang + p_amounts[moving[step]] >= 0 RETURNING balance_satang INTO moved;
    IF NOT FOUND THEN
      PERFORM ledger_undo(ids, slots, p_amounts, moving[1:step - 1]);
      -- A post of this key that committed while this one waited on the account is a replay.
      transaction_id := ledger_replay(p_idempotency_key, digest);
      replayed := transaction_id IS NOT NULL;
      IF NOT replayed THEN short_account := p_codes[moving[step]]; END IF;
      balances := NULL;
      RETURN;
    END IF;
    balances[moving[step]] := moved;
  END LOOP;
  INSERT INTO ledger_transactions (idempotency_key, event_type, input_hash, metadata)
  VALUES (p_idempotency_key, p_event_type, digest, coalesce(p_metadata, '{}'::jsonb))
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO transaction_id;
  IF transaction_id IS NULL THEN
    -- Posted before (or meanwhile): take it all back and answer that one, or its conflict.
    PERFORM ledger_undo(ids, slots, p_amounts, moving);
    transaction_id := ledger_replay(p_idempotency_key, digest);
    replayed := true;
    balances := NULL;
    RETURN;
  END IF;
  INSERT INTO ledger_postings (transaction_id, account_id, amount_satang)
  SELECT ledger_post.transaction_id, l.id, l.amount FROM unnest(ids, p_amounts) AS l (id, amount);
  replayed := false;
END
$$;

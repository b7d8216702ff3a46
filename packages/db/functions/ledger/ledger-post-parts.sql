-- The parts of ledger_post (ledger-post.sql): its input hash, its replay and its undo.

-- The fingerprint stored with an idempotency key: SHA-256 of the JSON text
-- {"eventType":…,"postings":[[code,"amount"]…]}, postings sorted by code (bytewise), amounts as
-- text. It first checks what ledger_post guarantees of the postings, and raises when they break it.
CREATE OR REPLACE FUNCTION ledger_input_hash(
  p_idempotency_key text, p_event_type text, p_codes text[], p_amounts bigint[]
) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  canonical text;
BEGIN
  IF cardinality(p_codes) NOT BETWEEN 2 AND 16 OR cardinality(p_amounts) <> cardinality(p_codes) THEN
    RAISE EXCEPTION 'a ledger transaction has 2 to 16 postings, one amount each';
  END IF;
  IF (SELECT count(DISTINCT c) FROM unnest(p_codes) AS c) <> cardinality(p_codes) THEN
    RAISE EXCEPTION 'a ledger transaction touches each account once';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(p_amounts) AS a WHERE a IS NULL OR a = 0) THEN
    RAISE EXCEPTION 'every posting of % moves a non-zero amount', p_idempotency_key;
  END IF;
  IF (SELECT sum(a) FROM unnest(p_amounts) AS a) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', p_idempotency_key;
  END IF;
  SELECT '{"eventType":' || to_json(p_event_type)::text || ',"postings":['
    || string_agg('[' || to_json(l.code)::text || ',' || to_json(l.amount::text)::text || ']', ','
                  ORDER BY l.code COLLATE "C")
    || ']}'
  INTO canonical
  FROM unnest(p_codes, p_amounts) AS l (code, amount);
  RETURN encode(sha256(convert_to(canonical, 'UTF8')), 'hex');
END
$$;

-- The transaction posted before under this key, or NULL; `idempotency_conflict` when its hash differs.
CREATE OR REPLACE FUNCTION ledger_replay(p_idempotency_key text, p_digest text) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  found_id bigint;
  found_digest text;
BEGIN
  SELECT id, input_hash INTO found_id, found_digest FROM ledger_transactions
  WHERE idempotency_key = p_idempotency_key;
  IF found_id IS NOT NULL AND found_digest <> p_digest THEN
    RAISE EXCEPTION 'idempotency_conflict' USING DETAIL = p_idempotency_key;
  END IF;
  RETURN found_id;
END
$$;

-- Takes back the legs ledger_post had moved when it stopped: those before the account p_stopped_at
-- in account-id order, or all of them (NULL); a leg of the world outside from the very slot it went
-- to (p_slots; NULL for a guarded account), so that it takes no lock ledger_post did not hold.
CREATE OR REPLACE FUNCTION ledger_undo(
  p_ids bigint[], p_slots smallint[], p_amounts bigint[], p_stopped_at bigint
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  leg record;
BEGIN
  FOR leg IN
    SELECT l.id, l.slot, l.amount FROM unnest(p_ids, p_slots, p_amounts) AS l (id, slot, amount)
    WHERE p_stopped_at IS NULL OR l.id < p_stopped_at
  LOOP
    IF leg.slot IS NOT NULL THEN
      UPDATE ledger_balance_slots SET balance_satang = balance_satang - leg.amount
      WHERE account_id = leg.id AND slot = leg.slot;
    ELSE
      UPDATE ledger_accounts SET balance_satang = balance_satang - leg.amount WHERE id = leg.id;
    END IF;
  END LOOP;
END
$$;

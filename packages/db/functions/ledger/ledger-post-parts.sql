-- The parts of ledger_post (ledger-post.sql): its input hash, its replay and its undo.

-- The fingerprint stored with an idempotency key: SHA-256 of the JSON text
-- {"eventType":…,"postings":[[code,"amount"]…]}, postings sorted by code (bytewise), amounts as
-- text. It first checks what ledger_post guarantees of the postings (ledger_post itself that each
-- account comes once), and raises when they break it.
CREATE OR REPLACE FUNCTION ledger_input_hash(
  p_idempotency_key text, p_event_type text, p_codes text[], p_amounts bigint[]
) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  sorted integer[] := '{}';  -- the legs' places, in code order (bytewise)
  position integer;
  total numeric := 0;
  postings text := '';
BEGIN
  IF cardinality(p_codes) NOT BETWEEN 2 AND 16 OR cardinality(p_amounts) IS DISTINCT FROM cardinality(p_codes) THEN
    RAISE EXCEPTION 'a ledger transaction has 2 to 16 postings, one amount each';
  END IF;
  FOR place IN 1 .. cardinality(p_codes) LOOP
    IF p_amounts[place] IS NULL OR p_amounts[place] = 0 THEN
      RAISE EXCEPTION 'every posting of % moves a non-zero amount', p_idempotency_key;
    END IF;
    total := total + p_amounts[place];
    position := 1;
    WHILE position < place AND p_codes[sorted[position]] COLLATE "C" < p_codes[place] COLLATE "C" LOOP
      position := position + 1;
    END LOOP;
    sorted := sorted[1:position - 1] || place || sorted[position:];
  END LOOP;
  IF total <> 0 THEN RAISE EXCEPTION 'ledger transaction % does not balance', p_idempotency_key; END IF;
  FOREACH position IN ARRAY sorted LOOP
    postings := postings || CASE WHEN postings = '' THEN '[' ELSE ',[' END || to_json(p_codes[position])::text
      || ',' || to_json(p_amounts[position]::text)::text || ']';
  END LOOP;
  RETURN encode(sha256(convert_to('{"eventType":' || to_json(p_event_type)::text || ',"postings":[' || postings || ']}',
    'UTF8')), 'hex');
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

-- Takes back the legs ledger_post had moved, at p_places (in the caller's transaction): a guarded
-- account's balance, or the very slot an outside-world leg went to (p_slots; NULL for a guarded
-- account), so that it takes no lock ledger_post did not hold.
CREATE OR REPLACE FUNCTION ledger_undo(p_ids bigint[], p_slots smallint[], p_amounts bigint[], p_places integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  place integer;
BEGIN
  FOREACH place IN ARRAY p_places LOOP
    IF p_slots[place] IS NOT NULL THEN
      UPDATE ledger_balance_slots SET balance_satang = balance_satang - p_amounts[place]
      WHERE account_id = p_ids[place] AND slot = p_slots[place];
    ELSE
      UPDATE ledger_accounts SET balance_satang = balance_satang - p_amounts[place] WHERE id = p_ids[place];
    END IF;
  END LOOP;
END
$$;

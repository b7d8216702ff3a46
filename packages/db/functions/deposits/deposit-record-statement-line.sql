-- A bank statement line in one statement (decision 31), applied at most once by its id: a replay
-- answers the first outcome (`conflict` when the id came with another amount or account). `source`
-- says who reported it (`webhook`, `slip`, `bank_message`); a slip names its member. Under the lock
-- of (account, amount), a line that reports a transfer another source reported first
-- (deposit_line_twin) is a `duplicate` of it: it moves no money and answers the first line's
-- request and member (issue 26). Any other line is settled by deposit_settle_line: credited to the
-- one pending deposit it pays, or held in suspense with why. Answers the line's status, and the
-- request and member credited.
CREATE OR REPLACE FUNCTION deposit_record_statement_line(
  p_external_id text, p_account_number text, p_amount_satang bigint, p_occurred_at timestamptz,
  p_from_bank text, p_from_account text, p_from_name text, p_now timestamptz, p_skew_seconds integer,
  p_source text DEFAULT 'webhook', p_member_id bigint DEFAULT NULL, p_unmatched_rule text DEFAULT 'hold',
  OUT status text, OUT request_id bigint, OUT member_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
  line bank_statement_lines%ROWTYPE;
  twin bank_statement_lines%ROWTYPE;
  settled record;
BEGIN
  PERFORM deposit_lock_transfer(p_account_number, p_amount_satang);
  INSERT INTO bank_statement_lines (external_id, account_number, amount_satang, occurred_at, from_bank,
    from_account, from_name, status, source, member_id, created_at)
  VALUES (p_external_id, p_account_number, p_amount_satang, p_occurred_at, p_from_bank, p_from_account,
    p_from_name, 'unmatched', p_source, p_member_id, p_now)
  ON CONFLICT (external_id) DO NOTHING
  RETURNING * INTO line;
  IF line.id IS NULL THEN
    SELECT * INTO STRICT line FROM bank_statement_lines WHERE external_id = p_external_id;
    status := CASE WHEN line.amount_satang = p_amount_satang AND line.account_number = p_account_number
                   THEN line.status ELSE 'conflict' END;
    request_id := line.request_id;
    member_id := coalesce(line.member_id, (SELECT r.member_id FROM money_requests r WHERE r.id = line.request_id));
    RETURN;
  END IF;
  SELECT * INTO twin FROM bank_statement_lines WHERE id = deposit_line_twin(line);
  IF twin.id IS NOT NULL THEN
    UPDATE bank_statement_lines SET status = 'duplicate', twin_of = twin.id, request_id = twin.request_id,
      resolved_at = p_now
    WHERE id = line.id;
    status := 'duplicate';
    request_id := twin.request_id;
    member_id := coalesce((SELECT r.member_id FROM money_requests r WHERE r.id = twin.request_id), twin.member_id);
    RETURN;
  END IF;
  SELECT * INTO settled FROM deposit_settle_line(line, p_skew_seconds, p_unmatched_rule, p_now);
  status := settled.status;
  request_id := settled.request_id;
  member_id := settled.member_id;
END
$$;

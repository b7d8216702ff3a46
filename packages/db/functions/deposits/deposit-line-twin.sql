-- One transfer reported by two sources (a bank statement webhook, a member's slip, later a bank
-- message) is credited once (issue 26, decision 48). The twin of a new line is an earlier line of
-- another source, into the same company account, of the same amount, whose transfer time is within
-- the twin window of the new one's, that is no duplicate itself and has no twin yet; the oldest such
-- line. Callers hold the lock of (account, amount) first (deposit_lock_transfer), so of two lines of
-- one transfer arriving at the same moment the second waits, then sees the first committed: at
-- most one of them credits. Answers the twin's id, or NULL.
CREATE OR REPLACE FUNCTION deposit_line_twin(p_line bank_statement_lines) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  -- Banks stamp a transfer to the minute or second; a slip and a statement of one transfer agree
  -- within a minute or two. Five minutes leaves room without joining a member's separate transfers.
  twin_window constant interval := interval '5 minutes';
  twin_id bigint;
BEGIN
  SELECT l.id INTO twin_id
  FROM bank_statement_lines l
  WHERE l.account_number = p_line.account_number AND l.amount_satang = p_line.amount_satang
    AND l.occurred_at BETWEEN p_line.occurred_at - twin_window AND p_line.occurred_at + twin_window
    AND l.source <> p_line.source AND l.id <> p_line.id AND l.twin_of IS NULL
    AND NOT EXISTS (SELECT 1 FROM bank_statement_lines t WHERE t.twin_of = l.id)
  ORDER BY l.id
  LIMIT 1;
  RETURN twin_id;
END
$$;

-- The lock every line of one company account and amount takes before it looks for its twin and
-- matches, until its transaction ends (an advisory lock: no row to lock exists yet).
CREATE OR REPLACE FUNCTION deposit_lock_transfer(p_account_number text, p_amount_satang bigint) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('deposit-transfer:' || p_account_number || ':' || p_amount_satang, 0))
$$;

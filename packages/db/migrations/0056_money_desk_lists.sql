-- The money desks' lists and claims (issue 30, decision 68): who resolved a statement line by hand
-- (a match or a refund; until now only the audit log knew) so that the lines and deposits lists
-- filter by staff member; a claim on an unmatched line, as withdrawals and deposits have
-- (money_requests.claimed_by_staff_id, 0053); and a trigram index so that any part of a sender's
-- account number finds its line (`like '%1234%'`, as 0054 does for members and withdrawals). A
-- sender's account is stored as the bank printed it (`xxx-x-x1234-x`), so the index is on its digits.
ALTER TABLE "bank_statement_lines" ADD COLUMN "resolved_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "claimed_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bank_statement_lines" AS "line" SET "resolved_by_staff_id" = "resolution"."staff_id"
FROM (
  SELECT DISTINCT ON ("target_id") "target_id", "staff_id"
  FROM "audit_log"
  WHERE "target_type" = 'bank_statement_line'
    AND "action" IN ('statement_line.match', 'statement_line.refund')
    AND "staff_id" IS NOT NULL
  ORDER BY "target_id", "id" DESC
) AS "resolution"
WHERE "resolution"."target_id" = "line"."id"::text;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_resolved_by_idx" ON "bank_statement_lines" USING btree ("resolved_by_staff_id") WHERE "resolved_by_staff_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_from_account_trgm_idx" ON "bank_statement_lines" USING gin ((regexp_replace("from_account", '[^0-9]', '', 'g')) gin_trgm_ops);

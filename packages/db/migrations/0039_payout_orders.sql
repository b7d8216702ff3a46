-- Automatic payouts (issue 27, decision 51). A withdrawal says which rule decided it: the automatic
-- rules (`decided_by_rule`), or why it went to a person (`manual_reason`, a code the desk shows);
-- `rules_checked_at` is when the rules looked at it (null: not yet, the payout job will). A staff
-- member may approve up to `approval_limit_satang` (null: no limit of their own). A payout order is
-- one per withdrawal for ever (UNIQUE request_id): re-sent only with its own id, so a payout agent
-- that deduplicates by id never pays twice.
ALTER TABLE "money_requests" ADD COLUMN "decided_by_rule" text;
--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "manual_reason" text;
--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "rules_checked_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "money_requests_rules_unchecked_idx" ON "money_requests" ("created_at") WHERE "status" = 'pending' AND "type" = 'withdraw' AND "rules_checked_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "approval_limit_satang" bigint;
--> statement-breakpoint
CREATE TABLE "payout_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL REFERENCES "money_requests"("id"),
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"amount_satang" bigint NOT NULL,
	"to_bank" text NOT NULL,
	"to_account_number" text NOT NULL,
	"to_name" text NOT NULL,
	"from_account_number" text,
	"status" text NOT NULL,
	"approved_by_staff_id" bigint REFERENCES "staff_accounts"("id"),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"accepted_at" timestamp with time zone,
	"outcome_at" timestamp with time zone,
	"bank_ref" text,
	"reason" text,
	"settled_by_staff_id" bigint REFERENCES "staff_accounts"("id"),
	"first_settled_by_staff_id" bigint REFERENCES "staff_accounts"("id"),
	"first_settled_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_orders_one_per_withdrawal" UNIQUE ("request_id"),
	CONSTRAINT "payout_orders_status_check" CHECK ("status" IN ('sending', 'accepted', 'paid', 'failed')),
	CONSTRAINT "payout_orders_amount_positive" CHECK ("amount_satang" > 0)
);
--> statement-breakpoint
CREATE INDEX "payout_orders_open_idx" ON "payout_orders" ("next_attempt_at") WHERE "status" IN ('sending', 'accepted');

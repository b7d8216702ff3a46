-- The bank operations desk (issue 27, decision 52). A company account has a role (receives deposits,
-- pays withdrawals, or both), a status (active, paused, frozen, retired) that replaces the `active`
-- flag (kept as a column generated from the status, so every reader of it stays true), its last
-- known balance and when it was known (from a bank message that tells it, or entered by staff), and
-- optional daily caps of money in and out (Bangkok day). A payout order may be `held`: its account
-- was frozen before it was sent and no other account could pay it, so a person settles it.
ALTER TABLE "company_bank_accounts" ADD COLUMN "role" text DEFAULT 'both' NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
UPDATE "company_bank_accounts" SET "status" = CASE WHEN "active" THEN 'active' ELSE 'paused' END;
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" DROP COLUMN "active";
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD COLUMN "active" boolean GENERATED ALWAYS AS ("status" = 'active') STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD COLUMN "balance_satang" bigint;
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD COLUMN "balance_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD COLUMN "balance_source" text;
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD COLUMN "daily_in_cap_satang" bigint;
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD COLUMN "daily_out_cap_satang" bigint;
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_role_check" CHECK ("role" IN ('deposits', 'payouts', 'both'));
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_status_check" CHECK ("status" IN ('active', 'paused', 'frozen', 'retired'));
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_balance_known" CHECK (("balance_satang" IS NULL) = ("balance_at" IS NULL));
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_caps_positive" CHECK (("daily_in_cap_satang" IS NULL OR "daily_in_cap_satang" > 0) AND ("daily_out_cap_satang" IS NULL OR "daily_out_cap_satang" > 0));
--> statement-breakpoint
ALTER TABLE "payout_orders" DROP CONSTRAINT "payout_orders_status_check";
--> statement-breakpoint
ALTER TABLE "payout_orders" ADD CONSTRAINT "payout_orders_status_check" CHECK ("status" IN ('sending', 'accepted', 'paid', 'failed', 'held'));
--> statement-breakpoint
CREATE INDEX "payout_orders_from_account_idx" ON "payout_orders" ("from_account_number", "created_at");
--> statement-breakpoint
CREATE INDEX "money_requests_company_account_completed_idx" ON "money_requests" ("company_account_number", "completed_at") WHERE "type" = 'deposit' AND "status" = 'completed';

-- Outside-world accounts (allow_negative) keep no cached balance (docs/decisions/0008).
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance_satang" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance_satang" DROP NOT NULL;--> statement-breakpoint
-- Accounts of the outside world stop caching a balance: it is the sum of their postings from now on.
UPDATE "ledger_accounts" SET "balance_satang" = NULL WHERE "allow_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_cached_and_not_negative" CHECK (("ledger_accounts"."allow_negative" and "ledger_accounts"."balance_satang" is null) or (not "ledger_accounts"."allow_negative" and "ledger_accounts"."balance_satang" is not null and "ledger_accounts"."balance_satang" >= 0));
-- Outside-world accounts cache their balance in slots (docs/decisions/0008-balance-slots.md).
CREATE TABLE "ledger_balance_slots" (
	"account_id" bigint NOT NULL,
	"slot" smallint NOT NULL,
	"balance_satang" bigint NOT NULL,
	CONSTRAINT "ledger_balance_slots_account_id_slot_pk" PRIMARY KEY("account_id","slot")
);
--> statement-breakpoint
ALTER TABLE "ledger_balance_slots" ADD CONSTRAINT "ledger_balance_slots_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The outside world's accounts lost their cached balance in 0007; it comes back here, in slot 0.
INSERT INTO "ledger_balance_slots" ("account_id", "slot", "balance_satang")
  SELECT a."id", 0, coalesce(sum(p."amount_satang"), 0)
  FROM "ledger_accounts" a LEFT JOIN "ledger_postings" p ON p."account_id" = a."id"
  WHERE a."allow_negative"
  GROUP BY a."id";

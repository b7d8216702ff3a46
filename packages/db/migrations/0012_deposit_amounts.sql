-- Issue 9: a deposit remembers the client address it was made from (pending deposits are limited
-- per address), and a deposit an operator completed with a transfer of another amount keeps the
-- amount it expected beside amount_satang, which then holds what was received.
ALTER TABLE "money_requests" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "expected_amount_satang" bigint;--> statement-breakpoint
CREATE INDEX "money_requests_pending_deposit_address_idx" ON "money_requests" USING btree ("client_address") WHERE "money_requests"."status" = 'pending' and "money_requests"."type" = 'deposit';

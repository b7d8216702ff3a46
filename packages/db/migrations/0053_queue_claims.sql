-- Queue claims (issue 30): a staff member claims a pending withdrawal so that two do not work it
-- together; the claim (who, when) expires on its own after 15 minutes (packages/core/src/withdrawals/claim-withdrawal.ts).
ALTER TABLE "money_requests" ADD COLUMN "claimed_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "claimed_at" timestamp with time zone;

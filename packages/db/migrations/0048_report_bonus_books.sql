-- The books of issue 29 (decision 58): each bonus source and staff's manual adjustments get a figure
-- of their own in the closed days and hours, read from their expense accounts. The closed rows are a
-- cache of the ledger (decision 17) that lacks these figures: they are dropped here and closed again
-- from the ledger on the next read, with every figure.
ALTER TABLE "report_days" ADD COLUMN "cashback_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "rebate_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "commission_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "staff_bonus_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "coupon_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "adjustment_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "cashback_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "rebate_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "commission_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "staff_bonus_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "coupon_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "adjustment_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
DELETE FROM "report_day_players";
--> statement-breakpoint
DELETE FROM "report_hour_players";
--> statement-breakpoint
DELETE FROM "report_days";
--> statement-breakpoint
DELETE FROM "report_hours";

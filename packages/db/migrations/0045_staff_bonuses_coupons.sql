-- Staff bonuses and coupon codes (issue 29, decision 59).
--
-- A staff bonus is a kind of staff adjustment: the same row, idempotency key, second-approval
-- threshold and four-eyes decision; it is paid through bonus_grant (source 'staff_bonus') instead of
-- the staff-adjustment account, and records the member_promotions row it made.
ALTER TABLE "staff_adjustments" ADD COLUMN "kind" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_adjustments" ADD COLUMN "turnover_multiplier_hundredths" integer;--> statement-breakpoint
ALTER TABLE "staff_adjustments" ADD COLUMN "member_promotion_id" bigint;--> statement-breakpoint
ALTER TABLE "staff_adjustments" ADD CONSTRAINT "staff_adjustments_kind" CHECK (
  ("kind" = 'adjustment' AND "turnover_multiplier_hundredths" IS NULL)
  OR ("kind" = 'bonus' AND "direction" = 'credit' AND "turnover_multiplier_hundredths" BETWEEN 0 AND 10000)
);--> statement-breakpoint
-- Coupon codes: a code gives a bonus with rules. The code is unique whatever its case.
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"bonus_kind" text NOT NULL,
	"amount_satang" bigint,
	"percent_hundredths" integer,
	"max_satang" bigint,
	"total_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"once_per_member" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_deposit_satang" bigint DEFAULT 0 NOT NULL,
	"turnover_multiplier_hundredths" integer NOT NULL,
	"member_tags" text[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by_staff_id" bigint NOT NULL REFERENCES "staff_accounts"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_bonus" CHECK (
	  ("bonus_kind" = 'fixed' AND "amount_satang" > 0 AND "percent_hundredths" IS NULL)
	  OR ("bonus_kind" = 'percent' AND "percent_hundredths" BETWEEN 1 AND 100000 AND "max_satang" > 0)
	),
	CONSTRAINT "coupons_uses" CHECK ("uses" >= 0 AND ("total_uses" IS NULL OR "uses" <= "total_uses")),
	CONSTRAINT "coupons_dates" CHECK ("starts_at" < "ends_at"),
	CONSTRAINT "coupons_turnover" CHECK ("turnover_multiplier_hundredths" BETWEEN 0 AND 10000),
	CONSTRAINT "coupons_min_deposit" CHECK ("min_deposit_satang" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
-- One row per redemption: use_no counts the coupon's uses (unique, so never two with one number);
-- a once-per-member coupon's redemptions are unique per member.
CREATE TABLE "coupon_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" bigint NOT NULL REFERENCES "coupons"("id"),
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"use_no" integer NOT NULL,
	"once_per_member" boolean NOT NULL,
	"amount_satang" bigint NOT NULL,
	"deposit_satang" bigint,
	"member_promotion_id" bigint NOT NULL REFERENCES "member_promotions"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_amount_positive" CHECK ("amount_satang" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_use_no" ON "coupon_redemptions" USING btree ("coupon_id","use_no");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_per_member" ON "coupon_redemptions" USING btree ("coupon_id","member_id") WHERE "once_per_member";--> statement-breakpoint
CREATE INDEX "coupon_redemptions_member_idx" ON "coupon_redemptions" USING btree ("member_id","id");--> statement-breakpoint
-- Every redemption attempt, counted against guessing (a wrong code counts).
CREATE TABLE "coupon_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"client_address" text,
	"succeeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coupon_attempts_member_idx" ON "coupon_attempts" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_attempts_address_idx" ON "coupon_attempts" USING btree ("client_address","created_at");

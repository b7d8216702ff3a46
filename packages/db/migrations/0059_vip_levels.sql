-- VIP levels (issue 31, decision 72): levels the operator defines, each member's level as the
-- `vip-levels` job last computed it, and two bonus sources of their own (a level-up bonus, a birthday
-- bonus), each paid from its own expense account (decision 58) and shown apart in the books.
CREATE TABLE "vip_levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL UNIQUE CHECK ("rank" BETWEEN 1 AND 100),
	"names" jsonb NOT NULL,
	"badge" text NOT NULL CHECK ("badge" IN ('bronze', 'silver', 'gold', 'platinum', 'diamond', 'ruby')),
	"basis" text NOT NULL CHECK ("basis" IN ('deposits', 'turnover')),
	"window_days" integer NOT NULL CHECK ("window_days" BETWEEN 1 AND 365),
	"threshold_satang" bigint NOT NULL CHECK ("threshold_satang" >= 0),
	"keep_days" integer NOT NULL CHECK ("keep_days" BETWEEN 0 AND 365),
	"cashback_rate_bp" integer CHECK ("cashback_rate_bp" BETWEEN 0 AND 10000),
	"rebate_rate_bp" integer CHECK ("rebate_rate_bp" BETWEEN 0 AND 10000),
	"withdraw_daily_max_satang" bigint CHECK ("withdraw_daily_max_satang" > 0),
	"withdraw_daily_count" integer CHECK ("withdraw_daily_count" > 0),
	"level_up_bonus_satang" bigint DEFAULT 0 NOT NULL CHECK ("level_up_bonus_satang" >= 0),
	"level_up_turnover_hundredths" integer DEFAULT 0 NOT NULL CHECK ("level_up_turnover_hundredths" BETWEEN 0 AND 10000),
	"birthday_bonus_satang" bigint DEFAULT 0 NOT NULL CHECK ("birthday_bonus_satang" >= 0),
	"birthday_turnover_hundredths" integer DEFAULT 0 NOT NULL CHECK ("birthday_turnover_hundredths" BETWEEN 0 AND 10000),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_vip" (
	"member_id" bigint PRIMARY KEY NOT NULL REFERENCES "members"("id"),
	"level_id" bigint REFERENCES "vip_levels"("id"),
	"reached_at" timestamp with time zone,
	"kept_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_vip_level_idx" ON "member_vip" USING btree ("level_id") WHERE "level_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "vip_level_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_promotions" DROP CONSTRAINT "member_promotions_source_known";
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_source_known"
  CHECK ("source" IN ('promotion', 'staff_bonus', 'coupon', 'cashback', 'rebate', 'commission', 'vip_level_up', 'vip_birthday'));
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "vip_level_up_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "vip_birthday_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "vip_level_up_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "vip_birthday_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
DELETE FROM "report_day_players";
--> statement-breakpoint
DELETE FROM "report_hour_players";
--> statement-breakpoint
DELETE FROM "report_days";
--> statement-breakpoint
DELETE FROM "report_hours";
--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = array_append("permissions", 'vip.manage')
  WHERE "built_in" AND "key" IN ('owner', 'admin', 'marketing') AND NOT ('vip.manage' = ANY ("permissions"));

-- Every bonus a member holds, with or without turnover (issue 29, decision 58): a promotion taken
-- with a deposit as before, and now a staff bonus, a coupon, cashback, a turnover rebate or an
-- affiliate's commission, each paid by bonus_grant (packages/db/functions/promotions/bonus-grant.sql)
-- from its own expense account. `source` says which; `source_key` is the caller's idempotency key
-- (one row per source and key); `names` is what members and staff read when no promotion row names
-- it. A bonus whose turnover joins a requirement already active keeps its own row, status 'joined'.
ALTER TABLE "member_promotions" ALTER COLUMN "promotion_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_promotions" ALTER COLUMN "request_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "source" text DEFAULT 'promotion' NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "source_key" text;
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "names" jsonb;
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "turnover_multiplier_hundredths" integer;
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "joined_to" bigint REFERENCES "member_promotions"("id");
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "metadata" jsonb;
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_source_known"
  CHECK ("source" IN ('promotion', 'staff_bonus', 'coupon', 'cashback', 'rebate', 'commission'));
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_promotion_has_request"
  CHECK ("source" <> 'promotion' OR ("promotion_id" IS NOT NULL AND "request_id" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_other_has_key"
  CHECK ("source" = 'promotion' OR "source_key" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_promotions_source_key" ON "member_promotions" USING btree ("source", "source_key")
  WHERE "source_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "member_promotions_member_history" ON "member_promotions" USING btree ("member_id", "id");

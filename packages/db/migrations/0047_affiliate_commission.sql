-- Affiliate commission (issue 29, decision 61). An affiliate may be a member (`member_id`, set by
-- staff): that member sees the partner page and is credited the commission. A plan says how the
-- commission is worked out (basis NGR or turnover, a rate in basis points, optional tiers by the
-- period's active players, monthly or weekly Bangkok periods); each affiliate has at most one plan,
-- applied to the periods that start on or after `commission_from`. A statement is one affiliate's
-- closed period: its figures, the negative NGR carried in and out, the commission, and the bonus
-- (member_promotions row, source 'commission', key = statement id) that paid it.
CREATE TABLE "affiliate_plans" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "name" text NOT NULL UNIQUE,
  "basis" text NOT NULL CHECK ("basis" IN ('ngr', 'turnover')),
  "period" text NOT NULL CHECK ("period" IN ('monthly', 'weekly')),
  "rate_bp" integer NOT NULL CHECK ("rate_bp" BETWEEN 0 AND 10000),
  "tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "member_id" bigint UNIQUE REFERENCES "members"("id");
--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "plan_id" bigint REFERENCES "affiliate_plans"("id");
--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "commission_from" date;
--> statement-breakpoint
CREATE TABLE "affiliate_statements" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "affiliate_id" bigint NOT NULL REFERENCES "affiliates"("id"),
  "plan_id" bigint NOT NULL REFERENCES "affiliate_plans"("id"),
  "period_start" date NOT NULL,
  "period_end" date NOT NULL,
  "clicks" integer NOT NULL,
  "registrations" integer NOT NULL,
  "first_deposits" integer NOT NULL,
  "active_players" integer NOT NULL,
  "turnover_satang" bigint NOT NULL,
  "wins_satang" bigint NOT NULL,
  "bonus_satang" bigint NOT NULL,
  "ngr_satang" bigint NOT NULL,
  "carried_in_satang" bigint NOT NULL CHECK ("carried_in_satang" <= 0),
  "carried_out_satang" bigint NOT NULL CHECK ("carried_out_satang" <= 0),
  "basis" text NOT NULL,
  "rate_bp" integer NOT NULL,
  "commission_satang" bigint NOT NULL CHECK ("commission_satang" >= 0),
  "status" text NOT NULL CHECK ("status" IN ('paid', 'held', 'nothing_due')),
  "held_reason" text,
  "member_promotion_id" bigint REFERENCES "member_promotions"("id"),
  "paid_at" timestamp with time zone,
  "closed_at" timestamp with time zone NOT NULL,
  CONSTRAINT "affiliate_statements_period" CHECK ("period_end" > "period_start"),
  CONSTRAINT "affiliate_statements_once" UNIQUE ("affiliate_id", "period_start")
);
--> statement-breakpoint
CREATE INDEX "affiliate_statements_held" ON "affiliate_statements" USING btree ("id") WHERE "status" = 'held';
--> statement-breakpoint
CREATE INDEX "members_affiliate_key_idx" ON "members" USING btree (upper("affiliate_key"))
  WHERE "affiliate_key" IS NOT NULL;

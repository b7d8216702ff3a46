-- The lucky wheel and the daily check-in (issue 31, decision 73). Two new bonus sources, each paid by
-- bonus_grant from its own expense account (`wheel` → expense:wheel, `checkin` → expense:checkin) and
-- each a figure of the books (report_days / report_hours, emptied: a cache of the ledger, decision 17).
--
-- wheel_settings: the one wheel the operator edits (prizes with weights, the daily budget, the
--   earning rules) and check-in's seven day prizes; one row, id 1.
-- wheel_spin_grants: a spin a member earned, once per rule and key (a deposit's ledger transaction,
--   a Bangkok day's login); `spin_id` once spent.
-- wheel_seeds: each member's committed seed (decision 73's provable fairness): the hash is shown
--   before the spin, the seed revealed with the spin it drew, then replaced; `nonce` counts spins.
-- wheel_spins: one per spent grant, with the seeds, the prizes that could be drawn and the draw.
-- wheel_days: what the wheel paid on each Bangkok day, the row concurrent spins queue on.
-- checkin_claims: one per member and Bangkok day, with the streak day it paid.
CREATE TABLE "wheel_settings" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
  "active" boolean DEFAULT false NOT NULL,
  "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "daily_budget_satang" bigint DEFAULT 0 NOT NULL CHECK ("daily_budget_satang" >= 0),
  "deposit_minimum_satang" bigint CHECK ("deposit_minimum_satang" > 0),
  "deposit_rule_since" timestamp with time zone,
  "login_rule" boolean DEFAULT false NOT NULL,
  "checkin_active" boolean DEFAULT false NOT NULL,
  "checkin_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "wheel_settings" ("id") VALUES (1);
--> statement-breakpoint
CREATE TABLE "wheel_seeds" (
  "member_id" bigint PRIMARY KEY NOT NULL REFERENCES "members"("id"),
  "server_seed" text NOT NULL,
  "server_seed_hash" text NOT NULL,
  "client_seed" text NOT NULL,
  "nonce" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "member_id" bigint NOT NULL REFERENCES "members"("id"),
  "request_key" text NOT NULL,
  "day" date NOT NULL,
  "server_seed" text NOT NULL,
  "server_seed_hash" text NOT NULL,
  "client_seed" text NOT NULL,
  "nonce" integer NOT NULL,
  "choices" jsonb NOT NULL,
  "drawn" integer NOT NULL,
  "prize" jsonb NOT NULL,
  "amount_satang" bigint DEFAULT 0 NOT NULL CHECK ("amount_satang" >= 0),
  "member_promotion_id" bigint REFERENCES "member_promotions"("id"),
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_request" ON "wheel_spins" ("member_id", "request_key");
--> statement-breakpoint
CREATE INDEX "wheel_spins_member_idx" ON "wheel_spins" ("member_id", "id");
--> statement-breakpoint
CREATE INDEX "wheel_spins_day_idx" ON "wheel_spins" ("day");
--> statement-breakpoint
CREATE TABLE "wheel_spin_grants" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "member_id" bigint NOT NULL REFERENCES "members"("id"),
  "rule" text NOT NULL CHECK ("rule" IN ('deposit', 'login', 'vip')),
  "rule_key" text NOT NULL,
  "earned_at" timestamp with time zone NOT NULL,
  "spin_id" bigint REFERENCES "wheel_spins"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spin_grants_once" ON "wheel_spin_grants" ("member_id", "rule", "rule_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spin_grants_spent_once" ON "wheel_spin_grants" ("spin_id") WHERE "spin_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wheel_spin_grants_unspent" ON "wheel_spin_grants" ("member_id", "id") WHERE "spin_id" IS NULL;
--> statement-breakpoint
CREATE TABLE "wheel_days" (
  "day" date PRIMARY KEY NOT NULL,
  "spent_satang" bigint DEFAULT 0 NOT NULL CHECK ("spent_satang" >= 0),
  "spins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_claims" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "member_id" bigint NOT NULL REFERENCES "members"("id"),
  "day" date NOT NULL,
  "streak_day" smallint NOT NULL CHECK ("streak_day" BETWEEN 1 AND 7),
  "amount_satang" bigint DEFAULT 0 NOT NULL CHECK ("amount_satang" >= 0),
  "member_promotion_id" bigint REFERENCES "member_promotions"("id"),
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_claims_once_a_day" ON "checkin_claims" ("member_id", "day");
--> statement-breakpoint
ALTER TABLE "member_promotions" DROP CONSTRAINT "member_promotions_source_known";
--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_source_known"
  CHECK ("source" IN ('promotion', 'staff_bonus', 'coupon', 'cashback', 'rebate', 'commission', 'vip_level_up', 'vip_birthday', 'wheel', 'checkin'));
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "wheel_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "checkin_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "wheel_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_hours" ADD COLUMN "checkin_satang" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
DELETE FROM "report_day_players";
--> statement-breakpoint
DELETE FROM "report_hour_players";
--> statement-breakpoint
DELETE FROM "report_days";
--> statement-breakpoint
DELETE FROM "report_hours";
--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['wheel.manage']::text[]
  WHERE "built_in" AND "key" IN ('owner', 'admin', 'marketing') AND NOT ('wheel.manage' = ANY ("permissions"));

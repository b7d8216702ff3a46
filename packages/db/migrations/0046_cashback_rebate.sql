-- Cashback on losses and turnover rebate (issue 29, decision 60). A programme is edited in the
-- console; a job closes each of its periods once (cashback_runs: one row per programme and period
-- start, the lock two processes meet on) and records each member's amount once (cashback_payouts:
-- one row per programme, period and member). The amounts and the payment are the SQL functions of
-- packages/db/functions/cashback.
CREATE TABLE "cashback_programmes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('cashback', 'rebate')),
	"names" jsonb NOT NULL,
	"period" text NOT NULL CHECK ("period" IN ('daily', 'weekly')),
	"week_start_day" smallint DEFAULT 1 NOT NULL CHECK ("week_start_day" BETWEEN 1 AND 7),
	"rate_bp" integer DEFAULT 0 NOT NULL CHECK ("rate_bp" BETWEEN 0 AND 10000),
	"category_rates_bp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"categories" text[] NOT NULL,
	"minimum_satang" bigint DEFAULT 0 NOT NULL CHECK ("minimum_satang" >= 0),
	"maximum_payout_satang" bigint CHECK ("maximum_payout_satang" > 0),
	"turnover_multiplier_hundredths" integer DEFAULT 0 NOT NULL CHECK ("turnover_multiplier_hundredths" >= 0),
	"claim_mode" text NOT NULL CHECK ("claim_mode" IN ('claim', 'auto')),
	"claim_days" smallint DEFAULT 7 NOT NULL CHECK ("claim_days" BETWEEN 1 AND 90),
	"active" boolean DEFAULT true NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"programme_id" bigint NOT NULL REFERENCES "cashback_programmes"("id"),
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"total_satang" bigint DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_runs_once_per_period" ON "cashback_runs" ("programme_id", "period_start");
--> statement-breakpoint
CREATE INDEX "cashback_runs_ran_idx" ON "cashback_runs" ("ran_at");
--> statement-breakpoint
CREATE TABLE "cashback_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL REFERENCES "cashback_runs"("id"),
	"programme_id" bigint NOT NULL REFERENCES "cashback_programmes"("id"),
	"period_start" date NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"bets_satang" bigint NOT NULL,
	"wins_satang" bigint NOT NULL,
	"basis_satang" bigint NOT NULL,
	"amount_satang" bigint NOT NULL CHECK ("amount_satang" > 0),
	"status" text NOT NULL CHECK ("status" IN ('claimable', 'paid', 'refused', 'reversed')),
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"member_promotion_id" bigint,
	"reversed_satang" bigint,
	"reversed_at" timestamp with time zone,
	"reversed_by_staff_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_payouts_once_per_member" ON "cashback_payouts" ("programme_id", "period_start", "member_id");
--> statement-breakpoint
CREATE INDEX "cashback_payouts_run_idx" ON "cashback_payouts" ("run_id", "id");
--> statement-breakpoint
CREATE INDEX "cashback_payouts_member_idx" ON "cashback_payouts" ("member_id", "id");

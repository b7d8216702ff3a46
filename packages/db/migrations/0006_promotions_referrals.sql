CREATE TABLE "activity_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"bonus_satang" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"line" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "member_promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"deposit_satang" bigint NOT NULL,
	"bonus_satang" bigint NOT NULL,
	"turnover_required_satang" bigint NOT NULL,
	"turnover_start_satang" bigint NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "member_promotions_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "postbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"click_id" text NOT NULL,
	"revenue_satang" bigint NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postbacks_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "referral_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"week_end" text NOT NULL,
	"referrer_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"basis_satang" bigint NOT NULL,
	"amount_satang" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_summaries" (
	"week_end" text PRIMARY KEY NOT NULL,
	"total_satang" bigint NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_request_id_money_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."money_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_claims_once_per_period" ON "activity_claims" USING btree ("member_id","activity_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_promotions_one_active" ON "member_promotions" USING btree ("member_id") WHERE "member_promotions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_bonuses_once_per_week" ON "referral_bonuses" USING btree ("week_end","referrer_id","member_id");--> statement-breakpoint
CREATE INDEX "referral_bonuses_referrer_idx" ON "referral_bonuses" USING btree ("referrer_id","week_end");
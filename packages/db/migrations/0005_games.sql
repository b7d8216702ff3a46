CREATE TABLE "banner_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"phone" text,
	"game_id" text NOT NULL,
	"game_name" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_checks" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"language" text NOT NULL,
	"mobile" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"game_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text,
	"amount_satang" bigint NOT NULL,
	"reference_transaction_id" text,
	"status" text NOT NULL,
	"answer_status" text NOT NULL,
	"balance_after_satang" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_turnover" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"bet_total_satang" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banner_clicks" ADD CONSTRAINT "banner_clicks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_tx_unique" ON "game_transactions" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "game_transactions_member_idx" ON "game_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code_unique" ON "games" USING btree ("provider","code");
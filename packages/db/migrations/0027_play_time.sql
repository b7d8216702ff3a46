CREATE TABLE "play_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"played_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "play_sessions_played_not_negative" CHECK ("play_sessions"."played_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "play_time_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"setting" text NOT NULL,
	"change" text NOT NULL,
	"from_minutes" integer,
	"to_minutes" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_time_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"played_seconds" integer NOT NULL,
	CONSTRAINT "play_time_days_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "play_time_days_played_not_negative" CHECK ("play_time_days"."played_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "play_time_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"daily_limit_minutes" integer,
	"pending_daily_minutes" integer,
	"pending_requested_at" timestamp with time zone,
	"pending_confirmable_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_time_settings_reality_check_interval" CHECK ("play_time_settings"."reality_check_minutes" is null or "play_time_settings"."reality_check_minutes" in (15, 30, 60, 120)),
	CONSTRAINT "play_time_settings_daily_limit_range" CHECK ("play_time_settings"."daily_limit_minutes" is null or "play_time_settings"."daily_limit_minutes" between 15 and 1440),
	CONSTRAINT "play_time_settings_pending_range" CHECK ("play_time_settings"."pending_daily_minutes" is null or "play_time_settings"."pending_daily_minutes" between 15 and 1440),
	CONSTRAINT "play_time_settings_pending_complete" CHECK (("play_time_settings"."pending_requested_at" is null) = ("play_time_settings"."pending_confirmable_at" is null))
);
--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_time_changes" ADD CONSTRAINT "play_time_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_time_days" ADD CONSTRAINT "play_time_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_time_settings" ADD CONSTRAINT "play_time_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "play_sessions_one_open" ON "play_sessions" USING btree ("member_id") WHERE "play_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "play_sessions_member_idx" ON "play_sessions" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "play_time_changes_member_idx" ON "play_time_changes" USING btree ("member_id","id");
CREATE TABLE "player_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"change" text NOT NULL,
	"from_satang" bigint,
	"to_satang" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_satang" bigint,
	"pending_amount_satang" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_confirmable_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "player_limits_amount_positive" CHECK ("player_limits"."amount_satang" is null or "player_limits"."amount_satang" > 0),
	CONSTRAINT "player_limits_pending_amount_positive" CHECK ("player_limits"."pending_amount_satang" is null or "player_limits"."pending_amount_satang" > 0),
	CONSTRAINT "player_limits_pending_complete" CHECK (("player_limits"."pending_requested_at" is null) = ("player_limits"."pending_confirmable_at" is null))
);
--> statement-breakpoint
ALTER TABLE "player_limit_changes" ADD CONSTRAINT "player_limit_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limit_changes_member_idx" ON "player_limit_changes" USING btree ("member_id","id");
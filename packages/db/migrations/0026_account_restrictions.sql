CREATE TABLE "account_restriction_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"change" text NOT NULL,
	"until" timestamp with time zone,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_restrictions" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"time_out_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"return_requested_at" timestamp with time zone,
	"returns_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_restriction_changes" ADD CONSTRAINT "account_restriction_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_restrictions" ADD CONSTRAINT "account_restrictions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_restriction_changes_member_idx" ON "account_restriction_changes" USING btree ("member_id","id");
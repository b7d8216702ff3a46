CREATE TABLE "member_change_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"token_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_change_outbox" ADD CONSTRAINT "member_change_outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_change_outbox_member_idx" ON "member_change_outbox" USING btree ("member_id");
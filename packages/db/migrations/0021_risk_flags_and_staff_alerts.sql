CREATE TABLE "risk_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"rule" text NOT NULL,
	"subject" text NOT NULL,
	"details" jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"cleared_by_staff_id" bigint,
	"cleared_at" timestamp with time zone,
	"clear_reason" text
);
--> statement-breakpoint
CREATE TABLE "risk_sightings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"event" text NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_alert_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_cleared_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("cleared_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_sightings" ADD CONSTRAINT "risk_sightings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_one_open" ON "risk_flags" USING btree ("member_id","rule","subject") WHERE "risk_flags"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "risk_flags_open_idx" ON "risk_flags" USING btree ("rule","id") WHERE "risk_flags"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "risk_flags_member_idx" ON "risk_flags" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "risk_sightings_address_idx" ON "risk_sightings" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "risk_sightings_member_idx" ON "risk_sightings" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "staff_alert_outbox_due_idx" ON "staff_alert_outbox" USING btree ("next_attempt_at") WHERE "staff_alert_outbox"."status" = 'pending';
-- LINE Messaging API (issue 31, decision 71). Who follows the Official Account (from the webhook's
-- follow and unfollow events, each event once by its webhookEventId), the member's LINE settings
-- (language of the messages, marketing opt-out), the receipts' outbox and the marketing campaigns
-- with their recipients (a snapshot of the segment) sent in multicast batches of at most 500.
CREATE TABLE "line_friendships" (
	"line_user_id" text PRIMARY KEY NOT NULL,
	"following" boolean NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_webhook_events" (
	"webhook_event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_line_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL REFERENCES "members"("id"),
	"language" text NOT NULL CHECK ("language" IN ('th', 'en', 'cn')),
	"marketing_opt_out" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL UNIQUE,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL CHECK ("kind" IN ('deposit_credited', 'withdrawal_paid', 'withdrawal_rejected', 'referral_bonus', 'cashback_paid')),
	"amount_satang" bigint NOT NULL,
	"retry_key" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "line_receipts_due_idx" ON "line_receipts" ("next_attempt_at") WHERE "sent_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "line_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"text_th" text NOT NULL,
	"text_en" text NOT NULL,
	"text_cn" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"segment" jsonb NOT NULL,
	"recipients" integer NOT NULL,
	"created_by" bigint NOT NULL REFERENCES "staff_accounts"("id"),
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "line_campaign_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL REFERENCES "line_campaigns"("id"),
	"language" text NOT NULL CHECK ("language" IN ('th', 'en', 'cn')),
	"retry_key" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "line_campaign_batches_due_idx" ON "line_campaign_batches" ("next_attempt_at") WHERE "sent_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "line_campaign_batches_campaign_idx" ON "line_campaign_batches" ("campaign_id");
--> statement-breakpoint
CREATE TABLE "line_campaign_recipients" (
	"campaign_id" bigint NOT NULL REFERENCES "line_campaigns"("id"),
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"line_user_id" text NOT NULL,
	"batch_id" bigint NOT NULL REFERENCES "line_campaign_batches"("id"),
	PRIMARY KEY ("campaign_id", "member_id")
);
--> statement-breakpoint
CREATE INDEX "line_campaign_recipients_batch_idx" ON "line_campaign_recipients" ("batch_id");
--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['line.send']::text[]
WHERE "built_in" AND "key" IN ('owner', 'admin', 'marketing') AND NOT ('line.send' = ANY ("permissions"));

CREATE TABLE "member_bank_account_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank" text,
	"account_number" text,
	"name" text,
	"replaced_by_staff_id" bigint,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_logins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"client_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"member_id" bigint NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tags_member_id_tag_pk" PRIMARY KEY("member_id","tag")
);
--> statement-breakpoint
CREATE TABLE "staff_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"input_hash" text NOT NULL,
	"created_by_staff_id" bigint NOT NULL,
	"decided_by_staff_id" bigint,
	"decided_at" timestamp with time zone,
	"reject_cause" text,
	"transaction_id" bigint,
	"reverses_adjustment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_adjustments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "staff_adjustments_amount_positive" CHECK ("staff_adjustments"."amount_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "first_approved_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_bank_account_history" ADD CONSTRAINT "member_bank_account_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_account_history" ADD CONSTRAINT "member_bank_account_history_replaced_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("replaced_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_adjustments" ADD CONSTRAINT "staff_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_adjustments" ADD CONSTRAINT "staff_adjustments_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_adjustments" ADD CONSTRAINT "staff_adjustments_decided_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_adjustments" ADD CONSTRAINT "staff_adjustments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bank_account_history_member_idx" ON "member_bank_account_history" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_logins_member_idx" ON "member_logins" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_tags_tag_idx" ON "member_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "staff_adjustments_member_idx" ON "staff_adjustments" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "staff_adjustments_status_idx" ON "staff_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_adjustments_one_reversal" ON "staff_adjustments" USING btree ("reverses_adjustment_id") WHERE "staff_adjustments"."reverses_adjustment_id" is not null;--> statement-breakpoint
CREATE INDEX "members_phone_prefix_idx" ON "members" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_username_prefix_idx" ON "members" USING btree ("username" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_account_number_prefix_idx" ON "members" USING btree ("account_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_name_prefix_idx" ON "members" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_id");
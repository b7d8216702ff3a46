CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"from_bank" text,
	"from_account" text,
	"from_name" text,
	"status" text NOT NULL,
	"request_id" bigint,
	"unmatched_reason" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "money_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"requested_amount_satang" bigint NOT NULL,
	"bonus_satang" bigint DEFAULT 0 NOT NULL,
	"ref" text NOT NULL,
	"method" text NOT NULL,
	"company_account_number" text,
	"promotion_id" bigint,
	"qr_payload" text,
	"qr_image" text,
	"member_bank" text,
	"member_account_number" text,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"deleted_cause" text,
	"deleted_at" timestamp with time zone,
	"bank_ref" text,
	"statement_line_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_requests_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "staff_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_request_id_money_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."money_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_one_pending_per_member" ON "money_requests" USING btree ("member_id") WHERE "money_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_unique_pending_deposit_amount" ON "money_requests" USING btree ("company_account_number","amount_satang") WHERE "money_requests"."status" = 'pending' and "money_requests"."type" = 'deposit';--> statement-breakpoint
CREATE INDEX "money_requests_member_idx" ON "money_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "money_requests_pending_expiry_idx" ON "money_requests" USING btree ("expires_at") WHERE "money_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
-- Transfer slips (issue 26, decision 48): a statement line says where it came from (`webhook`, a
-- `slip`, later a `bank_message`) and, for a slip, the member who attached it; a line that reports a
-- transfer another source reported first is a `duplicate` naming that line (`twin_of`, at most one
-- twin per line). Slips are kept with their QR's reference, unique for ever.
ALTER TABLE "bank_statement_lines" ADD COLUMN "source" text DEFAULT 'webhook' NOT NULL;
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "member_id" bigint REFERENCES "members"("id");
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "twin_of" bigint REFERENCES "bank_statement_lines"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_one_twin" ON "bank_statement_lines" ("twin_of") WHERE "twin_of" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "bank_statement_lines_transfer_idx" ON "bank_statement_lines" ("account_number", "amount_satang", "occurred_at");
--> statement-breakpoint
CREATE TABLE "deposit_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"request_id" bigint REFERENCES "money_requests"("id"),
	"image_name" text NOT NULL,
	"image_deleted_at" timestamp with time zone,
	"sending_bank" text NOT NULL,
	"trans_ref" text NOT NULL,
	"qr_text" text NOT NULL,
	"verification" jsonb,
	"status" text NOT NULL,
	"refusal_code" text,
	"statement_line_id" bigint REFERENCES "bank_statement_lines"("id"),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_slips_transfer_unique" UNIQUE ("sending_bank", "trans_ref")
);
--> statement-breakpoint
CREATE INDEX "deposit_slips_waiting_idx" ON "deposit_slips" ("next_attempt_at") WHERE "status" = 'verifying';
--> statement-breakpoint
CREATE INDEX "deposit_slips_member_idx" ON "deposit_slips" ("member_id", "id");
--> statement-breakpoint
DROP FUNCTION IF EXISTS deposit_record_statement_line(text, text, bigint, timestamptz, text, text, text, timestamptz, integer);

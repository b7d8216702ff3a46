-- The staff's decision on a held slip (issue 26): who credited or refused it, when, and the reason
-- given for a refusal. The deposit desk lists slips by status and day. A slip whose QR a phone's
-- camera read is sent as the QR's text, without an image: it has no image name.
ALTER TABLE "deposit_slips" ALTER COLUMN "image_name" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "deposit_slips" ADD COLUMN "decided_by" bigint REFERENCES "staff_accounts"("id");
--> statement-breakpoint
ALTER TABLE "deposit_slips" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "deposit_slips" ADD COLUMN "decision_reason" text;
--> statement-breakpoint
CREATE INDEX "deposit_slips_status_idx" ON "deposit_slips" ("status", "created_at");

-- Identity documents (issue 30, decision 67): a member's ID card and bank-book page, stored by
-- their SHA-256 in DATA_DIR/documents, and staff's decision on each; the requests that asked for them.
CREATE TABLE "member_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"image_name" text NOT NULL,
	"image_bytes" integer NOT NULL,
	"status" text NOT NULL,
	"decided_by" bigint REFERENCES "staff_accounts"("id"),
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"decision_note" text,
	"image_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_documents_kind_check" CHECK ("kind" IN ('id_card', 'bank_book')),
	CONSTRAINT "member_documents_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'replaced'))
);
--> statement-breakpoint
CREATE INDEX "member_documents_member_idx" ON "member_documents" ("member_id", "kind", "id");
--> statement-breakpoint
CREATE INDEX "member_documents_pending_idx" ON "member_documents" ("created_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE UNIQUE INDEX "member_documents_one_pending" ON "member_documents" ("member_id", "kind") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE TABLE "member_document_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"requested_by" bigint REFERENCES "staff_accounts"("id"),
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "member_document_requests_open_idx" ON "member_document_requests" ("member_id") WHERE "closed_at" IS NULL;

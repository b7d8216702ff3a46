-- Every list of the back office (issue 30, decision 64): staff members' saved views of a list, and
-- trigram indexes so that any part of a phone or bank account number finds its member or withdrawal
-- (`like '%1234%'`). pg_trgm ships with PostgreSQL (a trusted extension: the database owner may
-- create it) and PGlite loads it from `@electric-sql/pglite/contrib/pg_trgm` (packages/db/src/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "staff_saved_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_saved_views" ADD CONSTRAINT "staff_saved_views_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_saved_views_name_unique" ON "staff_saved_views" USING btree ("staff_id","list","name");
--> statement-breakpoint
CREATE INDEX "members_phone_trgm_idx" ON "members" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "members_account_number_trgm_idx" ON "members" USING gin ("account_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "money_requests_account_number_trgm_idx" ON "money_requests" USING gin ("member_account_number" gin_trgm_ops);

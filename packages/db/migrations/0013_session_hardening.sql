-- Issue 9, sessions and tokens. A stream ticket remembers the access token it was traded for
-- (logging out revokes it too) and when it was used (single use); a staff token records its last
-- use (idle expiry). The member index lets a password change end every game session at once.
ALTER TABLE "auth_tokens" ADD COLUMN "parent_token_id" bigint;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_parent_token_id_auth_tokens_id_fk" FOREIGN KEY ("parent_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "used_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "auth_tokens_parent_idx" ON "auth_tokens" USING btree ("parent_token_id") WHERE "parent_token_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id");

-- Abuse limits per client address (issue 9): failed logins and sent codes are counted per address
-- too, so that an attacker's refusals do not lock the real member out and one address cannot send
-- SMS to any number of phones. Rows written before this migration have no address.
ALTER TABLE "login_attempts" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_address_idx" ON "otp_challenges" USING btree ("client_address","created_at");

-- LINE Login requests by address (decision 81): the start route refuses an address that started too
-- many within 10 minutes, counted from these rows; the line-housekeeping job deletes spent ones.
ALTER TABLE "line_login_requests" ADD COLUMN "client_address" text;
--> statement-breakpoint
CREATE INDEX "line_login_requests_address_idx" ON "line_login_requests" ("client_address", "created_at");
--> statement-breakpoint
CREATE INDEX "line_login_requests_expires_idx" ON "line_login_requests" ("expires_at");
--> statement-breakpoint
CREATE INDEX "line_pending_registrations_expires_idx" ON "line_pending_registrations" ("expires_at");
--> statement-breakpoint
CREATE INDEX "line_webhook_events_received_idx" ON "line_webhook_events" ("received_at");

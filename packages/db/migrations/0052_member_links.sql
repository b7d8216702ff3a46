-- The player view's linked accounts (issue 30, decision 65): the members seen with the same device
-- (user agent) and those who once had the same bank account number are found through an index
-- (packages/core/src/reports/member-overview.ts). Addresses and current account numbers have theirs.
CREATE INDEX "risk_sightings_device_idx" ON "risk_sightings" USING btree ("user_agent","member_id");
--> statement-breakpoint
CREATE INDEX "member_bank_account_history_account_idx" ON "member_bank_account_history" USING btree ("account_number");

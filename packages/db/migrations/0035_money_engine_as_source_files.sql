-- The SQL money functions are source files under packages/db/functions, applied after the
-- migrations at every start (decision 42). These functions of migrations 0029, 0030 and 0034 are no
-- longer used (ledger_post is the one ledger writer, player_protection_refusal the one check,
-- staff_alert_queue the one alert), or their files changed their signature, which CREATE OR REPLACE
-- cannot do: they are dropped here, and the files make the new ones.
DROP FUNCTION IF EXISTS game_wallet_post(text, text, bigint, text, bigint, boolean, jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_bet_refusal(bigint, bigint, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS ledger_transfer(text, text, text, text, bigint, boolean, text, text, bigint, boolean, bigint, jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS ledger_account_id(text, text, bigint, boolean);
--> statement-breakpoint
DROP FUNCTION IF EXISTS deposit_refusal(bigint, bigint, bigint, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS deposit_queue_unmatched_alert(jsonb, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS deposit_credit(bigint, bigint, text, text, boolean, text, jsonb, bigint, bigint, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS deposit_hold(bigint, bigint, bigint, text, bigint, text, text, integer, text, timestamptz, timestamptz);

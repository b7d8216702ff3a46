-- The Hub88 Wallet API (issue 28, decision 55). A bet refused by player protection keeps its reason
-- (loss_limit_reached, timed_out, …) so that a replay answers the same Hub88 status as the first call
-- (RS_ERROR_LIMIT_REACHED or RS_ERROR_USER_DISABLED depend on it). The wallet functions whose
-- arguments or results change (a protocol may name the member, a win its bet; the replay carries the
-- reason) are dropped here, as 0035 does: CREATE OR REPLACE cannot change either, and the files
-- under packages/db/functions/game-wallet make the new ones right after the migrations.
ALTER TABLE "game_transactions" ADD COLUMN "refusal_reason" text;
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_session_member(text, text, timestamptz, boolean);
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_open(text, text, text, text, bigint, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_replay(text, text, text, bigint, bigint);
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_record(text, text, text, bigint, text, text, bigint, timestamptz, text, text, bigint);
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_bet(text, text, text, text, text, bigint, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_win(text, text, text, text, text, bigint, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_rollback(text, text, text, text, text, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS game_wallet_read_balance(text, text, timestamptz);

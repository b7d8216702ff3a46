-- The lobby with thousands of games (issue 28, decision 56). `search_name` holds the game's Thai,
-- English and Chinese names in lower case, generated from them: a search is one LIKE on it instead
-- of three ILIKEs that fold the case of every name at every request (about 4 times less work on
-- 5,000 games). Recently played reads a member's newest launches by this index.
ALTER TABLE "games" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower("name_th" || ' ' || "name_en" || ' ' || "name_cn")) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "game_launches_member_idx" ON "game_launches" USING btree ("member_id","created_at");

-- A catalogue of real aggregators (issue 28, decision 54). Studios are the aggregator's suppliers
-- (Hub88's `product`), shown as the lobby's studio filter and switched on or off by operators. A
-- game gains what the aggregator tells of it (studio, RTP, volatility, the platforms it runs on,
-- whether it has a demo, its release date) and what operators decide (`featured`; `active` and
-- `sort_order` as before). `available` is the aggregator's word: the catalogue job sets it false
-- for a game the aggregator no longer lists, without deleting the rows rounds refer to.
-- `popularity` is the number of our own rounds of the game in the last 7 days, refreshed by a job.
-- Category `live` (live casino) joins slot, casino (table games), fish and lottery.
CREATE TABLE "game_studios" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_studios_provider_code_unique" ON "game_studios" USING btree ("provider","code");
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "studio_id" bigint REFERENCES "game_studios"("id");
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp" numeric(5, 2);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "volatility" text;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "mobile" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "desktop" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "demo" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "available" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "released_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "synced_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_check" CHECK ("category" IN ('slot', 'live', 'casino', 'fish', 'lottery'));
--> statement-breakpoint
CREATE INDEX "games_lobby_idx" ON "games" USING btree ("category","sort_order","id") WHERE "active" AND "available";
--> statement-breakpoint
CREATE INDEX "games_studio_idx" ON "games" USING btree ("studio_id");
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"game_id" bigint NOT NULL REFERENCES "games"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("member_id", "game_id")
);

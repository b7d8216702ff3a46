-- What staff changed of a game the aggregator describes (issue 28): its names, category or artwork,
-- edited in the console, stay as staff wrote them when the catalogue job syncs the aggregator's list
-- again (packages/core/src/games/sync-catalogue.ts); the column names staff edited, in order.
ALTER TABLE "games" ADD COLUMN "staff_fields" text[] DEFAULT '{}'::text[] NOT NULL;

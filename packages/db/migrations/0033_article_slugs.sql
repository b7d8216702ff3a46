-- Articles at /article/{slug} with a description per language, for search engines and the article list
-- (issue 15, decision 36). Existing pages keep their texts and get a slug made from their kind and id
-- (`article-3`), their creation time as the publication date, and empty descriptions (the page then
-- describes itself with the start of its body).
ALTER TABLE "site_pages" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "description_th" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "description_cn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "site_pages" SET "slug" = replace("kind", '_', '-') || '-' || "id", "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "site_pages" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_slug_unique" ON "site_pages" USING btree ("slug");

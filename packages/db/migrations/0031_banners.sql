CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"image_path" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_cn" text DEFAULT '' NOT NULL,
	"text_th" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_cn" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_placement_known" CHECK ("banners"."placement" in ('home', 'lobby')),
	CONSTRAINT "banners_link_safe" CHECK ("banners"."link" = '' or "banners"."link" ~ '^/([^/\\]|$)' or "banners"."link" ~ '^https://[^/\\]'),
	CONSTRAINT "banners_image_path_safe" CHECK ("banners"."image_path" ~ '^/([^/\\]|$)' or "banners"."image_path" ~ '^https://[^/\\]'),
	CONSTRAINT "banners_window_ordered" CHECK ("banners"."starts_at" is null or "banners"."ends_at" is null or "banners"."starts_at" < "banners"."ends_at")
);
--> statement-breakpoint
CREATE INDEX "banners_placement_order_idx" ON "banners" USING btree ("placement","sort_order","id");
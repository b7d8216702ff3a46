-- LINE Login (issue 31, decision 70): each authorization request's state and nonce, single use,
-- and the LINE account an unknown visitor brought to registration, single use too.
CREATE TABLE "line_login_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL UNIQUE,
	"nonce" text NOT NULL,
	"purpose" text NOT NULL CHECK ("purpose" IN ('login', 'link')),
	"member_id" bigint REFERENCES "members"("id"),
	"redirect_uri" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CHECK (("purpose" = 'link') = ("member_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "line_pending_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL UNIQUE,
	"line_user_id" text NOT NULL,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);

-- A member's linked LINE account (issue 31): one per member, one member per LINE user id.
CREATE TABLE "member_line_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL REFERENCES "members"("id"),
	"line_user_id" text NOT NULL UNIQUE,
	"display_name" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "report_hour_players" (
	"hour" text NOT NULL,
	"member_id" bigint NOT NULL,
	CONSTRAINT "report_hour_players_hour_member_id_pk" PRIMARY KEY("hour","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_hours" (
	"hour" text PRIMARY KEY NOT NULL,
	"deposit_count" integer NOT NULL,
	"deposit_satang" bigint NOT NULL,
	"withdrawal_count" integer NOT NULL,
	"withdrawal_satang" bigint NOT NULL,
	"first_depositors" integer NOT NULL,
	"registrations" integer NOT NULL,
	"active_players" integer NOT NULL,
	"bet_count" integer NOT NULL,
	"bet_satang" bigint NOT NULL,
	"win_satang" bigint NOT NULL,
	"bonus_satang" bigint NOT NULL,
	"referral_satang" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

-- The company phones that forward the bank's SMS and app notifications, and what they forwarded
-- (issue 25, decision 47): devices with a sealed secret, every message (unique by its dedupe key),
-- the SmsForwarder signatures seen (replays refused), the transfers the messages told (one per
-- account, amount, minute and ordinal: the statement line's external id) and the balance gaps found.
CREATE TABLE "bank_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	"quiet_alerted_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "bank_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" bigint NOT NULL REFERENCES "bank_devices"("id"),
	"protocol" text NOT NULL,
	"sender" text NOT NULL,
	"text" text,
	"received_at" timestamp with time zone NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"bank" text,
	"amount_satang" bigint,
	"occurred_at" timestamp with time zone,
	"account_digits" text,
	"from_bank" text,
	"from_account" text,
	"from_name" text,
	"balance_after_satang" bigint,
	"outcome" text NOT NULL,
	"account_number" text,
	"line_external_id" text,
	"statement_line_id" bigint REFERENCES "bank_statement_lines"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_messages_dedupe_key_unique" ON "bank_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "bank_messages_device_created_idx" ON "bank_messages" USING btree ("device_id", "created_at");--> statement-breakpoint
CREATE INDEX "bank_messages_account_occurred_idx" ON "bank_messages" USING btree ("account_number", "occurred_at") WHERE "account_number" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "bank_device_signs" (
	"device_id" bigint NOT NULL REFERENCES "bank_devices"("id"),
	"sign" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_device_signs_unique" ON "bank_device_signs" USING btree ("device_id", "sign");--> statement-breakpoint
CREATE TABLE "bank_message_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"ordinal" bigint NOT NULL,
	"balance_after_satang" bigint,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_message_transfers_slot_unique" ON "bank_message_transfers" USING btree ("account_number", "amount_satang", "minute", "ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_message_transfers_external_id_unique" ON "bank_message_transfers" USING btree ("external_id");--> statement-breakpoint
CREATE TABLE "bank_message_gaps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"device_id" bigint NOT NULL REFERENCES "bank_devices"("id"),
	"message_id" bigint NOT NULL REFERENCES "bank_messages"("id"),
	"previous_balance_satang" bigint NOT NULL,
	"reported_balance_satang" bigint NOT NULL,
	"unexplained_satang" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_message_gaps_message_unique" ON "bank_message_gaps" USING btree ("message_id");

-- Issue 10, jobs declared: the job runner records each job's last run and result here, read by
-- GET /api/backoffice/jobs.
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_result" text,
	"last_error" text,
	"last_rows" integer,
	"last_duration_ms" integer
);

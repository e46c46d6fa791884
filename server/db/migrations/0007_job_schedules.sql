CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_schedules_every_check" CHECK ("job_schedules"."every_seconds" > 0)
);
--> statement-breakpoint
CREATE INDEX "job_schedules_next_run_idx" ON "job_schedules" USING btree ("next_run_at");
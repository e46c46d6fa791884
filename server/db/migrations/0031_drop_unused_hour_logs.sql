-- The volunteer_hour_logs table of the first schema was never written to (issue 29 designs hours anew, in
-- minutes, with their sources, statuses and history): dropped, with the unused attended flag, and
-- recreated by the next migration.
DROP TABLE "volunteer_hour_logs" CASCADE;--> statement-breakpoint
ALTER TABLE "shift_assignments" DROP COLUMN "attended";
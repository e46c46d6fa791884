-- Events recorded before the dispatcher existed had no handlers: they count as dispatched.
UPDATE "domain_events" SET "dispatched_at" = "created_at" WHERE "dispatched_at" IS NULL;
--> statement-breakpoint
-- Wakes the background workers of every server (LISTEN jobs_wake) when a transaction that recorded
-- an event or queued a job commits, instead of waiting for their next poll. NOTIFY is delivered
-- at commit and folds identical notifications of one transaction into one. Row-level: a statement
-- trigger would also fire for an INSERT that adds no row, and the worker's own empty inserts would
-- wake it again and again.
CREATE FUNCTION "wake_workers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobs_wake', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "domain_events_wake_workers" AFTER INSERT ON "domain_events"
  FOR EACH ROW EXECUTE FUNCTION "wake_workers"();
--> statement-breakpoint
CREATE TRIGGER "jobs_wake_workers" AFTER INSERT ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "wake_workers"();

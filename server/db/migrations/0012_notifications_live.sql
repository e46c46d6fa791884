CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "email_rhythm" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "digest_hour" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_user_id_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "user_notification_preferences_email_rhythm_check" CHECK ("user_notification_preferences"."email_rhythm" in ('immediate', 'daily'));--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "user_notification_preferences_digest_hour_check" CHECK ("user_notification_preferences"."digest_hour" between 0 and 23);--> statement-breakpoint
-- A member's open browsers hear of each notification made or changed (server/live/hub.ts). The
-- lock per member, held to commit, gives one member's events their ids in commit order, so "after
-- id n" never misses one that committed late; NOTIFY reaches every server at commit.
CREATE FUNCTION "live_events_from_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "event_id" bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('live_events:' || NEW."user_id"::text, 0));
  INSERT INTO "live_events" ("user_id", "kind", "subject_id")
    VALUES (NEW."user_id", CASE TG_OP WHEN 'INSERT' THEN 'notification.created' ELSE 'notification.updated' END, NEW."id")
    RETURNING "id" INTO "event_id";
  PERFORM pg_notify('live_events', NEW."user_id"::text || ':' || "event_id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_live_insert" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "live_events_from_notifications"();
--> statement-breakpoint
CREATE TRIGGER "notifications_live_update" AFTER UPDATE ON "notifications"
  FOR EACH ROW WHEN (OLD."is_read" IS DISTINCT FROM NEW."is_read" OR OLD."message" IS DISTINCT FROM NEW."message")
  EXECUTE FUNCTION "live_events_from_notifications"();

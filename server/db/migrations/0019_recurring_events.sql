CREATE TABLE "event_series" (
	"series_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_series_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"frequency" text NOT NULL,
	"occurrence_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_frequency_check" CHECK ("event_series"."frequency" in ('weekly', 'monthly')),
	CONSTRAINT "event_series_count_check" CHECK ("event_series"."occurrence_count" between 2 and 52)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("series_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_series_start_idx" ON "events" USING btree ("series_id","start_date","event_id");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree (coalesce("start_date", 'infinity'::timestamptz),"event_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'comment', 'group_post', 'partnership_post', 'event_post', 'mention', 'connection_request', 'connection_accepted', 'workspace_update', 'event_reminder', 'membership_request', 'membership_approved', 'membership_declined', 'invitation', 'content_removed', 'waitlist_promoted', 'event_cancelled', 'event_restored'));
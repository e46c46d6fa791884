CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_reminders_sent" (
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_sent_kind_check" CHECK ("event_reminders_sent"."kind" in ('day', 'hour'))
);
--> statement-breakpoint
CREATE TABLE "event_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"registration_type" text NOT NULL,
	"registrant_group_id" integer,
	"registrant_partnership_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_waitlist_type_check" CHECK ("event_waitlist"."registration_type" in ('attendee', 'volunteer', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "shift_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "event_volunteer_shifts" ADD COLUMN "required_role" text;--> statement-breakpoint
ALTER TABLE "event_volunteer_shifts" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "shift_cancel_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders_sent" ADD CONSTRAINT "event_reminders_sent_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders_sent" ADD CONSTRAINT "event_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_registrant_group_id_groups_group_id_fk" FOREIGN KEY ("registrant_group_id") REFERENCES "public"."groups"("group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_registrant_partnership_id_partnerships_partnership_id_fk" FOREIGN KEY ("registrant_partnership_id") REFERENCES "public"."partnerships"("partnership_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_waitlist" ADD CONSTRAINT "shift_waitlist_shift_id_event_volunteer_shifts_shift_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."event_volunteer_shifts"("shift_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_waitlist" ADD CONSTRAINT "shift_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_reminders_sent_pk_idx" ON "event_reminders_sent" USING btree ("event_id","user_id","kind","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_event_user_idx" ON "event_waitlist" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_waitlist_queue_idx" ON "event_waitlist" USING btree ("event_id","registration_type","created_at","id");--> statement-breakpoint
CREATE INDEX "event_waitlist_user_id_idx" ON "event_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_waitlist_shift_user_idx" ON "shift_waitlist" USING btree ("shift_id","user_id");--> statement-breakpoint
CREATE INDEX "shift_waitlist_queue_idx" ON "shift_waitlist" USING btree ("shift_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shift_waitlist_user_id_idx" ON "shift_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_type_idx" ON "event_registrations" USING btree ("event_id","registration_type");--> statement-breakpoint
CREATE INDEX "shift_assignments_list_idx" ON "shift_assignments" USING btree ("shift_id","created_at","id");--> statement-breakpoint
ALTER TABLE "event_volunteer_shifts" ADD CONSTRAINT "event_volunteer_shifts_required_role_check" CHECK ("event_volunteer_shifts"."required_role" is null or "event_volunteer_shifts"."required_role" in ('owner', 'admin', 'moderator', 'member'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_shift_cancel_cutoff_check" CHECK ("events"."shift_cancel_cutoff_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'comment', 'group_post', 'partnership_post', 'event_post', 'mention', 'connection_request', 'connection_accepted', 'workspace_update', 'event_reminder', 'membership_request', 'membership_approved', 'membership_declined', 'invitation', 'content_removed', 'waitlist_promoted'));
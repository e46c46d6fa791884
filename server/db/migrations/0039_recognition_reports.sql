CREATE TABLE "volunteer_value_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" integer,
	"partnership_id" integer,
	"cents_per_hour" integer NOT NULL,
	"data_year" integer NOT NULL,
	"source" varchar(200) NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_value_rates_owner_check" CHECK (("volunteer_value_rates"."group_id" is null) <> ("volunteer_value_rates"."partnership_id" is null)),
	CONSTRAINT "volunteer_value_rates_cents_check" CHECK ("volunteer_value_rates"."cents_per_hour" between 1 and 100000),
	CONSTRAINT "volunteer_value_rates_year_check" CHECK ("volunteer_value_rates"."data_year" between 1990 and 2100)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "point_events" DROP CONSTRAINT "point_events_reason_check";--> statement-breakpoint
DROP INDEX "point_events_user_id_idx";--> statement-breakpoint
DROP INDEX "point_events_group_user_idx";--> statement-breakpoint
DROP INDEX "point_events_partnership_user_idx";--> statement-breakpoint
DROP INDEX "point_events_event_user_idx";--> statement-breakpoint
ALTER TABLE "awards" ALTER COLUMN "badge" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "email_recognition" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "push_recognition" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "grant_id" uuid;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "citation" varchar(280) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "badge_image" text;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "revoke_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "point_events" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD COLUMN "value_cents_per_hour" integer;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD COLUMN "value_data_year" integer;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD COLUMN "value_source" varchar(200);--> statement-breakpoint
ALTER TABLE "volunteer_value_rates" ADD CONSTRAINT "volunteer_value_rates_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_value_rates" ADD CONSTRAINT "volunteer_value_rates_partnership_id_partnerships_partnership_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("partnership_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_value_rates" ADD CONSTRAINT "volunteer_value_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_value_rates_group_idx" ON "volunteer_value_rates" USING btree ("group_id","effective_from" DESC NULLS LAST) WHERE "volunteer_value_rates"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "volunteer_value_rates_partnership_idx" ON "volunteer_value_rates" USING btree ("partnership_id","effective_from" DESC NULLS LAST) WHERE "volunteer_value_rates"."partnership_id" is not null;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awards_group_created_idx" ON "awards" USING btree ("group_id","created_at" DESC NULLS LAST) WHERE "awards"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "awards_partnership_created_idx" ON "awards" USING btree ("partnership_id","created_at" DESC NULLS LAST) WHERE "awards"."partnership_id" is not null;--> statement-breakpoint
CREATE INDEX "awards_event_created_idx" ON "awards" USING btree ("event_id","created_at" DESC NULLS LAST) WHERE "awards"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "point_events_user_reason_created_idx" ON "point_events" USING btree ("user_id","reason","created_at");--> statement-breakpoint
CREATE INDEX "point_events_group_board_idx" ON "point_events" USING btree ("group_id","created_at","user_id","points") WHERE "point_events"."group_id" is not null and "point_events"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "point_events_partnership_board_idx" ON "point_events" USING btree ("partnership_id","created_at","user_id","points") WHERE "point_events"."partnership_id" is not null and "point_events"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "point_events_event_board_idx" ON "point_events" USING btree ("event_id","created_at","user_id","points") WHERE "point_events"."event_id" is not null and "point_events"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'comment', 'group_post', 'partnership_post', 'event_post', 'mention', 'connection_request', 'connection_accepted', 'workspace_update', 'event_reminder', 'membership_request', 'membership_approved', 'membership_declined', 'invitation', 'content_removed', 'waitlist_promoted', 'event_cancelled', 'event_restored', 'partner_request', 'partner_approved', 'partner_declined', 'hours_verified', 'hours_declined', 'award_received', 'milestone_reached'));--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_giver_check" CHECK (("awards"."kind" = 'milestone' and "awards"."milestone_hours" is not null) or ("awards"."kind" = 'manual' and num_nonnulls("awards"."group_id", "awards"."partnership_id", "awards"."event_id") = 1));--> statement-breakpoint
ALTER TABLE "point_events" ADD CONSTRAINT "point_events_reason_check" CHECK ("point_events"."reason" in ('post', 'comment', 'verified_hours', 'attendance', 'no_show'));
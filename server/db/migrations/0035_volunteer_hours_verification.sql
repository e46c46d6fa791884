CREATE TABLE "hour_log_supervisor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"log_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
DROP INDEX "volunteer_hour_logs_event_status_idx";--> statement-breakpoint
DROP INDEX "volunteer_hour_logs_group_status_idx";--> statement-breakpoint
DROP INDEX "volunteer_hour_logs_partnership_status_idx";--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "email_volunteer_hours" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "push_volunteer_hours" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD COLUMN "decided_by_label" varchar(254);--> statement-breakpoint
ALTER TABLE "hour_log_supervisor_links" ADD CONSTRAINT "hour_log_supervisor_links_log_id_volunteer_hour_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."volunteer_hour_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hour_log_supervisor_links_token_idx" ON "hour_log_supervisor_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "hour_log_supervisor_links_log_idx" ON "hour_log_supervisor_links" USING btree ("log_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "volunteer_hour_logs_event_status_idx" ON "volunteer_hour_logs" USING btree ("event_id","status","work_date","id");--> statement-breakpoint
CREATE INDEX "volunteer_hour_logs_group_status_idx" ON "volunteer_hour_logs" USING btree ("group_id","status","work_date","id");--> statement-breakpoint
CREATE INDEX "volunteer_hour_logs_partnership_status_idx" ON "volunteer_hour_logs" USING btree ("partnership_id","status","work_date","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'comment', 'group_post', 'partnership_post', 'event_post', 'mention', 'connection_request', 'connection_accepted', 'workspace_update', 'event_reminder', 'membership_request', 'membership_approved', 'membership_declined', 'invitation', 'content_removed', 'waitlist_promoted', 'event_cancelled', 'event_restored', 'partner_request', 'partner_approved', 'partner_declined', 'hours_verified', 'hours_declined'));
CREATE TABLE "partnership_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partnership_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" varchar(500),
	"requested_by" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_partners_status_check" CHECK ("partnership_partners"."status" in ('active', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "partnership_partners" ADD CONSTRAINT "partnership_partners_partnership_id_partnerships_partnership_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("partnership_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_partners" ADD CONSTRAINT "partnership_partners_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_partners" ADD CONSTRAINT "partnership_partners_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_partners_partnership_group_idx" ON "partnership_partners" USING btree ("partnership_id","group_id");--> statement-breakpoint
CREATE INDEX "partnership_partners_list_idx" ON "partnership_partners" USING btree ("partnership_id","status","joined_at","id");--> statement-breakpoint
CREATE INDEX "partnership_partners_group_idx" ON "partnership_partners" USING btree ("group_id","status","joined_at","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'comment', 'group_post', 'partnership_post', 'event_post', 'mention', 'connection_request', 'connection_accepted', 'workspace_update', 'event_reminder', 'membership_request', 'membership_approved', 'membership_declined', 'invitation', 'content_removed', 'waitlist_promoted', 'event_cancelled', 'event_restored', 'partner_request', 'partner_approved', 'partner_declined'));
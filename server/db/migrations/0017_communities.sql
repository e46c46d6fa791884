CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text,
	"entity_id" integer,
	"post_id" uuid,
	"comment_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" varchar(500) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_status_check" CHECK ("content_reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "content_reports_entity_type_check" CHECK ("content_reports"."entity_type" is null or "content_reports"."entity_type" in ('group', 'partnership', 'event'))
);
--> statement-breakpoint
CREATE TABLE "entity_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"invited_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_invitations_entity_type_check" CHECK ("entity_invitations"."entity_type" in ('group', 'partnership', 'event')),
	CONSTRAINT "entity_invitations_role_check" CHECK ("entity_invitations"."role" in ('owner', 'admin', 'moderator', 'member')),
	CONSTRAINT "entity_invitations_status_check" CHECK ("entity_invitations"."status" in ('pending', 'accepted', 'declined', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_type" text,
	"entity_id" integer,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_user_id" uuid,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_log_entity_type_check" CHECK ("moderation_log"."entity_type" is null or "moderation_log"."entity_type" in ('group', 'partnership', 'event'))
);
--> statement-breakpoint
CREATE TABLE "workspace_page_edits" (
	"page_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_edit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edit_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_page_edits_page_id_user_id_pk" PRIMARY KEY("page_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspace_settings" (
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"edit_role" text DEFAULT 'admin' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_settings_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id"),
	CONSTRAINT "workspace_settings_entity_type_check" CHECK ("workspace_settings"."entity_type" in ('group', 'partnership', 'event')),
	CONSTRAINT "workspace_settings_edit_role_check" CHECK ("workspace_settings"."edit_role" in ('owner', 'admin', 'moderator', 'member'))
);
--> statement-breakpoint
CREATE TABLE "workspace_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workspace_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_id" uuid NOT NULL,
	"data" "bytea" NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "message" varchar(500);--> statement-breakpoint
ALTER TABLE "partnership_memberships" ADD COLUMN "message" varchar(500);--> statement-breakpoint
ALTER TABLE "event_memberships" ADD COLUMN "message" varchar(500);--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "email_memberships" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "push_memberships" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_pages" ADD COLUMN "state_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_invitations" ADD CONSTRAINT "entity_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_invitations" ADD CONSTRAINT "entity_invitations_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_page_edits" ADD CONSTRAINT "workspace_page_edits_page_id_workspace_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."workspace_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_page_edits" ADD CONSTRAINT "workspace_page_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_updates" ADD CONSTRAINT "workspace_updates_page_id_workspace_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."workspace_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_updates" ADD CONSTRAINT "workspace_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_post_idx" ON "content_reports" USING btree ("reporter_id","post_id") WHERE "content_reports"."status" = 'open' and "content_reports"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_comment_idx" ON "content_reports" USING btree ("reporter_id","comment_id") WHERE "content_reports"."status" = 'open' and "content_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "content_reports_queue_idx" ON "content_reports" USING btree ("entity_type","entity_id","created_at","id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "content_reports_post_idx" ON "content_reports" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "content_reports_comment_idx" ON "content_reports" USING btree ("comment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_invitations_open_idx" ON "entity_invitations" USING btree ("entity_type","entity_id","email") WHERE "entity_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "entity_invitations_email_idx" ON "entity_invitations" USING btree ("email","created_at" DESC NULLS LAST) WHERE "entity_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "entity_invitations_entity_idx" ON "entity_invitations" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "moderation_log_entity_idx" ON "moderation_log" USING btree ("entity_type","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workspace_page_edits_last_idx" ON "workspace_page_edits" USING btree ("last_edit_at");--> statement-breakpoint
CREATE INDEX "workspace_updates_page_idx" ON "workspace_updates" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "group_memberships_list_idx" ON "group_memberships" USING btree ("group_id","status","joined_at","id");--> statement-breakpoint
CREATE INDEX "partnership_memberships_list_idx" ON "partnership_memberships" USING btree ("partnership_id","status","joined_at","id");--> statement-breakpoint
CREATE INDEX "event_memberships_list_idx" ON "event_memberships" USING btree ("event_id","status","joined_at","id");--> statement-breakpoint
CREATE INDEX "workspace_pages_entity_title_idx" ON "workspace_pages" USING btree ("entity_type","entity_id",lower("title"),"id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'comment', 'group_post', 'partnership_post', 'event_post', 'mention', 'connection_request', 'connection_accepted', 'workspace_update', 'event_reminder', 'membership_request', 'membership_approved', 'membership_declined', 'invitation', 'content_removed'));
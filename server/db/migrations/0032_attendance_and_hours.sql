CREATE TABLE "hour_log_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"log_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_label" varchar(254),
	"change" text NOT NULL,
	"fields" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_log_changes_change_check" CHECK ("hour_log_changes"."change" in ('recorded', 'closed_automatically', 'check_out_undone', 'logged', 'edited', 'verified', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "volunteer_hour_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_id" integer,
	"shift_id" uuid,
	"shift_name" varchar(120),
	"group_id" integer,
	"partnership_id" integer,
	"outside_organisation" varchar(200),
	"supervisor_email" varchar(254),
	"status" text DEFAULT 'pending' NOT NULL,
	"flag" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_hour_logs_minutes_check" CHECK ("volunteer_hour_logs"."minutes" between 1 and 1440),
	CONSTRAINT "volunteer_hour_logs_status_check" CHECK ("volunteer_hour_logs"."status" in ('pending', 'verified', 'declined', 'withdrawn')),
	CONSTRAINT "volunteer_hour_logs_source_check" CHECK ("volunteer_hour_logs"."source" in ('attendance', 'self')),
	CONSTRAINT "volunteer_hour_logs_flag_check" CHECK ("volunteer_hour_logs"."flag" is null or "volunteer_hour_logs"."flag" in ('missing_check_out')),
	CONSTRAINT "volunteer_hour_logs_outside_check" CHECK (("volunteer_hour_logs"."outside_organisation" is null) = ("volunteer_hour_logs"."supervisor_email" is null))
);
--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD COLUMN "check_in_method" text;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD COLUMN "closed_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD COLUMN "attendance_by" uuid;--> statement-breakpoint
ALTER TABLE "hour_log_changes" ADD CONSTRAINT "hour_log_changes_log_id_volunteer_hour_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."volunteer_hour_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_log_changes" ADD CONSTRAINT "hour_log_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD CONSTRAINT "volunteer_hour_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD CONSTRAINT "volunteer_hour_logs_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD CONSTRAINT "volunteer_hour_logs_shift_id_event_volunteer_shifts_shift_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."event_volunteer_shifts"("shift_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD CONSTRAINT "volunteer_hour_logs_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD CONSTRAINT "volunteer_hour_logs_partnership_id_partnerships_partnership_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("partnership_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_hour_logs" ADD CONSTRAINT "volunteer_hour_logs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hour_log_changes_log_idx" ON "hour_log_changes" USING btree ("log_id","created_at","id");--> statement-breakpoint
CREATE INDEX "volunteer_hour_logs_user_date_idx" ON "volunteer_hour_logs" USING btree ("user_id","work_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "volunteer_hour_logs_event_status_idx" ON "volunteer_hour_logs" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "volunteer_hour_logs_group_status_idx" ON "volunteer_hour_logs" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "volunteer_hour_logs_partnership_status_idx" ON "volunteer_hour_logs" USING btree ("partnership_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_hour_logs_attendance_idx" ON "volunteer_hour_logs" USING btree ("shift_id","user_id") WHERE "volunteer_hour_logs"."source" = 'attendance';--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_attendance_by_users_id_fk" FOREIGN KEY ("attendance_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_assignments_no_show_idx" ON "shift_assignments" USING btree ("user_id") WHERE "shift_assignments"."no_show_at" is not null;--> statement-breakpoint
CREATE INDEX "shift_assignments_open_check_in_idx" ON "shift_assignments" USING btree ("shift_id") WHERE "shift_assignments"."checked_in_at" is not null and "shift_assignments"."checked_out_at" is null;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_check_in_method_check" CHECK ("shift_assignments"."check_in_method" is null or "shift_assignments"."check_in_method" in ('roster', 'qr', 'kiosk'));
CREATE TABLE "post_bluesky_copies" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"uri" text,
	"url" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_bluesky_copies_status_check" CHECK ("post_bluesky_copies"."status" in ('pending', 'published', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "beta_signups" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beta_signups" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD COLUMN "attendance_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_bluesky_copies" ADD CONSTRAINT "post_bluesky_copies_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_bluesky_copies" ADD CONSTRAINT "post_bluesky_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_bluesky_copies_user_idx" ON "post_bluesky_copies" USING btree ("user_id","created_at" DESC NULLS LAST);
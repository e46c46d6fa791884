CREATE TABLE "post_requests" (
	"author_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_requests_author_id_request_id_pk" PRIMARY KEY("author_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "post_requests" ADD CONSTRAINT "post_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_requests" ADD CONSTRAINT "post_requests_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_requests_post_idx" ON "post_requests" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "notifications_post_created_idx" ON "notifications" USING btree ("activity_post_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."activity_post_id" is not null;--> statement-breakpoint
CREATE INDEX "beta_signups_created_idx" ON "beta_signups" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
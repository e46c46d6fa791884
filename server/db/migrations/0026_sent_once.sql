CREATE TABLE "sent_once" (
	"key" text PRIMARY KEY NOT NULL,
	"post_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sent_once" ADD CONSTRAINT "sent_once_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_once_post_idx" ON "sent_once" USING btree ("post_id") WHERE "sent_once"."post_id" is not null;
ALTER TABLE "files" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_post_id_idx" ON "files" USING btree ("post_id") WHERE "files"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "files_unattached_media_idx" ON "files" USING btree ("created_at") WHERE "files"."bucket_id" = 'post-media' and "files"."post_id" is null;--> statement-breakpoint
-- Uploads already on a post are that post's (posts.media names each by fileId); the rest are left
-- for the hourly clean-up once a day old.
UPDATE "files" SET "post_id" = p."id"
  FROM "posts" p, jsonb_array_elements(p."media") AS m
  WHERE m->>'fileId' = "files"."id"::text AND "files"."bucket_id" = 'post-media';

ALTER TABLE "files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_unattached_pictures_idx" ON "files" USING btree ("created_at") WHERE "files"."attached_at" is null and "files"."bucket_id" in ('avatars', 'entity-covers', 'group-profile-images', 'partnership-profile-images', 'event-images');--> statement-breakpoint
-- Pictures already shown by a profile, a community, an event or a team were saved: they are kept.
-- The rest were uploaded in a form never saved, and the hourly clean-up takes them once a day old.
UPDATE "files" SET "attached_at" = "files"."created_at"
  WHERE "files"."bucket_id" in ('avatars', 'entity-covers', 'group-profile-images', 'partnership-profile-images', 'event-images')
    AND '/api/files/' || "files"."bucket_id" || '/' || "files"."object_key" IN (
      SELECT "avatar_url" FROM "profiles" WHERE "avatar_url" IS NOT NULL
      UNION SELECT "cover_photo_url" FROM "profiles" WHERE "cover_photo_url" IS NOT NULL
      UNION SELECT "profile_image" FROM "groups" WHERE "profile_image" IS NOT NULL
      UNION SELECT "cover_photo" FROM "groups" WHERE "cover_photo" IS NOT NULL
      UNION SELECT "profile_image" FROM "partnerships" WHERE "profile_image" IS NOT NULL
      UNION SELECT "cover_photo" FROM "partnerships" WHERE "cover_photo" IS NOT NULL
      UNION SELECT "event_image" FROM "events" WHERE "event_image" IS NOT NULL
      UNION SELECT "cover_photo" FROM "events" WHERE "cover_photo" IS NOT NULL
      UNION SELECT "profile_image" FROM "event_subgroups" WHERE "profile_image" IS NOT NULL
    );

ALTER TABLE "user_notification_preferences" DROP COLUMN "digest_after_created_at";--> statement-breakpoint
ALTER TABLE "user_notification_preferences" DROP COLUMN "digest_after_id";
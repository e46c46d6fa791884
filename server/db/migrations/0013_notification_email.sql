ALTER TABLE "user_notification_preferences" ADD COLUMN "digest_after_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "digest_after_id" uuid;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "headers" jsonb;
-- A member's notifications in commit order (decisions.md, "Notification e-mails and the digest"):
-- created_at is when the inserting transaction began, so one that commits late can carry a time
-- before a digest's watermark and would be skipped. `seq` is taken under the member's lock (the
-- same one the live events take), held to commit: every committed notification of a member has a
-- smaller seq than any still uncommitted.
CREATE SEQUENCE "notifications_seq_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "notifications" n SET "seq" = o."seq"
  FROM (SELECT "id", nextval('notifications_seq_seq') AS "seq"
        FROM (SELECT "id" FROM "notifications" ORDER BY "created_at", "id") AS ordered) AS o
  WHERE n."id" = o."id";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD COLUMN "digest_after_seq" bigint;--> statement-breakpoint
-- A watermark (created_at, id) becomes the greatest seq at or before it; a watermark past every
-- notification (the switch to 'daily': now, the greatest uuid) becomes the member's last seq.
UPDATE "user_notification_preferences" p SET "digest_after_seq" = coalesce((
    SELECT max(n."seq") FROM "notifications" n
    WHERE n."user_id" = p."user_id"
      AND (n."created_at", n."id") <= (p."digest_after_created_at", p."digest_after_id")), 0)
  WHERE p."digest_after_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE FUNCTION "notifications_commit_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('live_events:' || NEW."user_id"::text, 0));
  NEW."seq" := nextval('notifications_seq_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_commit_order" BEFORE INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notifications_commit_order"();

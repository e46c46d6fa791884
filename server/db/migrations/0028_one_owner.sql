-- One owner per group, partnership and event (issue 26): two ownership transfers at once once left
-- two. Where a race already left more, the one who became owner first keeps it and the others
-- become admins (what a transfer does to a former owner), then the indexes hold it.
UPDATE "group_memberships" m SET "role" = 'admin'
  WHERE m."role" = 'owner' AND EXISTS (
    SELECT 1 FROM "group_memberships" o
    WHERE o."group_id" = m."group_id" AND o."role" = 'owner' AND (o."joined_at", o."id") < (m."joined_at", m."id"));--> statement-breakpoint
UPDATE "partnership_memberships" m SET "role" = 'admin'
  WHERE m."role" = 'owner' AND EXISTS (
    SELECT 1 FROM "partnership_memberships" o
    WHERE o."partnership_id" = m."partnership_id" AND o."role" = 'owner' AND (o."joined_at", o."id") < (m."joined_at", m."id"));--> statement-breakpoint
UPDATE "event_memberships" m SET "role" = 'admin'
  WHERE m."role" = 'owner' AND EXISTS (
    SELECT 1 FROM "event_memberships" o
    WHERE o."event_id" = m."event_id" AND o."role" = 'owner' AND (o."joined_at", o."id") < (m."joined_at", m."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "group_memberships_one_owner_idx" ON "group_memberships" USING btree ("group_id") WHERE "group_memberships"."role" = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_memberships_one_owner_idx" ON "partnership_memberships" USING btree ("partnership_id") WHERE "partnership_memberships"."role" = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "event_memberships_one_owner_idx" ON "event_memberships" USING btree ("event_id") WHERE "event_memberships"."role" = 'owner';

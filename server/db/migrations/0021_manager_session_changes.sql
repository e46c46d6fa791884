-- A signed-in request also carries whether its member is an owner or admin of any group or
-- partnership (server/auth/session.ts): feeds skip the inherited-rights lookup for members who
-- are neither. Memberships change that, so they tell every server's session cache too
-- (decisions.md, "Session cache"), as sessions, users and profiles do since 0014.
CREATE FUNCTION "session_changes_by_uid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', changed_user::text)
    FROM (SELECT DISTINCT "uid" AS changed_user FROM changed) AS members;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "group_memberships_changed_insert" AFTER INSERT ON "group_memberships" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_uid"();--> statement-breakpoint
CREATE TRIGGER "group_memberships_changed_update" AFTER UPDATE ON "group_memberships" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_uid"();--> statement-breakpoint
CREATE TRIGGER "group_memberships_changed_delete" AFTER DELETE ON "group_memberships" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_uid"();--> statement-breakpoint
CREATE TRIGGER "partnership_memberships_changed_insert" AFTER INSERT ON "partnership_memberships" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "partnership_memberships_changed_update" AFTER UPDATE ON "partnership_memberships" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "partnership_memberships_changed_delete" AFTER DELETE ON "partnership_memberships" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();

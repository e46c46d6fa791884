-- A workspace page's open streams end when their reader may no longer read it (decisions.md,
-- "Workspaces"). Memberships tell every server's hub by member id (0014, 0021, 0022); these tell
-- it of the changes that move rights without touching a membership: an event's host or
-- organiser (its organiser's owners and admins read its workspace), heard as 'event:{id}' on
-- "workspace_rights", and a group or partnership moved under another parent (the rights of the
-- owners and admins above flow down the whole subtree), heard as '*': every stream is asked
-- again.
CREATE FUNCTION "workspace_rights_by_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('workspace_rights', 'event:' || NEW."event_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_rights_changed" AFTER UPDATE OF "host_user_id", "group_id", "partnership_id" ON "events"
  FOR EACH ROW
  WHEN (OLD."host_user_id" IS DISTINCT FROM NEW."host_user_id"
    OR OLD."group_id" IS DISTINCT FROM NEW."group_id"
    OR OLD."partnership_id" IS DISTINCT FROM NEW."partnership_id")
  EXECUTE FUNCTION "workspace_rights_by_event"();--> statement-breakpoint
CREATE FUNCTION "workspace_rights_everywhere"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('workspace_rights', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "groups_parent_changed" AFTER UPDATE OF "parent_group_id" ON "groups"
  FOR EACH ROW WHEN (OLD."parent_group_id" IS DISTINCT FROM NEW."parent_group_id")
  EXECUTE FUNCTION "workspace_rights_everywhere"();--> statement-breakpoint
CREATE TRIGGER "partnerships_parent_changed" AFTER UPDATE OF "parent_partnership_id" ON "partnerships"
  FOR EACH ROW WHEN (OLD."parent_partnership_id" IS DISTINCT FROM NEW."parent_partnership_id")
  EXECUTE FUNCTION "workspace_rights_everywhere"();

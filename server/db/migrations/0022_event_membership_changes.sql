-- A workspace page's open streams are cut when their reader may no longer read it (decisions.md,
-- "Workspaces"): each server's hub checks its readers again when it hears their id on
-- "session_changes", as group and partnership memberships send since 0021. An event's workspace
-- is read by the event's members too, so their memberships tell every server as well.
CREATE TRIGGER "event_memberships_changed_insert" AFTER INSERT ON "event_memberships" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "event_memberships_changed_update" AFTER UPDATE ON "event_memberships" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "event_memberships_changed_delete" AFTER DELETE ON "event_memberships" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();

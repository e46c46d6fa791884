-- What a signed-in request reads of its member (session, user, profile) is cached by each server
-- (server/auth/session-cache.ts); these triggers tell every server, at commit, whose to drop:
-- one NOTIFY on "session_changes" per member touched by a statement (decisions.md, "Session cache").
CREATE FUNCTION "session_changes_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', changed_user::text)
    FROM (SELECT DISTINCT "user_id" AS changed_user FROM changed) AS members;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "session_changes_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', changed_user::text)
    FROM (SELECT DISTINCT "id" AS changed_user FROM changed) AS members;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed_update" AFTER UPDATE ON "sessions" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "sessions_changed_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "users_changed_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_id"();--> statement-breakpoint
CREATE TRIGGER "users_changed_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_id"();--> statement-breakpoint
CREATE TRIGGER "profiles_changed_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "profiles_changed_update" AFTER UPDATE ON "profiles" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "profiles_changed_delete" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_by_user_id"();

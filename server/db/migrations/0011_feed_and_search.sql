CREATE TABLE "connection_posts" (
	"user_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "connection_posts_user_id_author_id_post_id_pk" PRIMARY KEY("user_id","author_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_posts" ADD CONSTRAINT "connection_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_posts" ADD CONSTRAINT "connection_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_posts_feed_idx" ON "connection_posts" USING btree ("user_id","created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "connection_posts_post_id_idx" ON "connection_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "groups_name_prefix_idx" ON "groups" USING btree ((lower("name") collate "C"));--> statement-breakpoint
CREATE INDEX "partnerships_name_prefix_idx" ON "partnerships" USING btree ((lower("name") collate "C"));--> statement-breakpoint
CREATE INDEX "events_name_prefix_idx" ON "events" USING btree ((lower("event_name") collate "C"));--> statement-breakpoint
CREATE INDEX "profiles_name_prefix_idx" ON "profiles" USING btree ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) collate "C"),"user_id") WHERE "profiles"."first_name" <> '' and "profiles"."last_name" <> '';--> statement-breakpoint
CREATE INDEX "profiles_last_name_prefix_idx" ON "profiles" USING btree ((lower(coalesce("last_name", '') || ' ' || coalesce("first_name", '')) collate "C"),"user_id") WHERE "profiles"."first_name" <> '' and "profiles"."last_name" <> '';--> statement-breakpoint
-- Fan-out on write for the home feed's connections source (schema/social.ts, connectionPosts).
-- Statement triggers with transition tables: a bulk insert (the bench crowd, an import) copies in
-- one set-based statement instead of once per row.
CREATE FUNCTION "connection_posts_add_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "connection_posts" ("user_id", "author_id", "post_id", "created_at")
  SELECT c."addressee_id", n."author_id", n."id", n."created_at"
    FROM "new_posts" n JOIN "connections" c ON c."requester_id" = n."author_id" AND c."status" = 'accepted'
  UNION ALL
  SELECT c."requester_id", n."author_id", n."id", n."created_at"
    FROM "new_posts" n JOIN "connections" c ON c."addressee_id" = n."author_id" AND c."status" = 'accepted'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_fan_out" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "connection_posts_add_posts"();
--> statement-breakpoint
-- A post's time never changes in the app; a seed or an import that rewrites it moves its copies too.
CREATE FUNCTION "connection_posts_move_post"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "connection_posts" SET "created_at" = NEW."created_at" WHERE "post_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_fan_out_time" AFTER UPDATE OF "created_at" ON "posts"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "connection_posts_move_post"();
--> statement-breakpoint
-- Connections: a trigger with transition tables fires for one kind of statement, so there are
-- three, each passing the pairs whose acceptance changed to the two functions below. Each side of
-- a newly accepted connection gets the other's posts; each side of one that ended (removed, or no
-- longer accepted) loses them.
CREATE FUNCTION "connection_posts_connect"("pairs" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "connection_posts" ("user_id", "author_id", "post_id", "created_at")
  SELECT sides."reader", p."author_id", p."id", p."created_at"
    FROM (
      SELECT (x->>'requester_id')::uuid AS "reader", (x->>'addressee_id')::uuid AS "author"
        FROM jsonb_array_elements("pairs") x
      UNION ALL
      SELECT (x->>'addressee_id')::uuid, (x->>'requester_id')::uuid FROM jsonb_array_elements("pairs") x
    ) sides
    JOIN "posts" p ON p."author_id" = sides."author"
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION "connection_posts_disconnect"("pairs" jsonb) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "connection_posts" t
    USING (
      SELECT (x->>'requester_id')::uuid AS "reader", (x->>'addressee_id')::uuid AS "author"
        FROM jsonb_array_elements("pairs") x
      UNION ALL
      SELECT (x->>'addressee_id')::uuid, (x->>'requester_id')::uuid FROM jsonb_array_elements("pairs") x
    ) sides
    WHERE t."user_id" = sides."reader" AND t."author_id" = sides."author";
$$;
--> statement-breakpoint
CREATE FUNCTION "connection_posts_on_connection_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "connection_posts_connect"(coalesce(
    (SELECT jsonb_agg(jsonb_build_object('requester_id', n."requester_id", 'addressee_id', n."addressee_id"))
      FROM "new_rows" n WHERE n."status" = 'accepted'), '[]'::jsonb));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "connection_posts_on_connection_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "connection_posts_disconnect"(coalesce(
    (SELECT jsonb_agg(jsonb_build_object('requester_id', o."requester_id", 'addressee_id', o."addressee_id"))
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."status" = 'accepted' AND n."status" <> 'accepted'), '[]'::jsonb));
  PERFORM "connection_posts_connect"(coalesce(
    (SELECT jsonb_agg(jsonb_build_object('requester_id', n."requester_id", 'addressee_id', n."addressee_id"))
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."status" <> 'accepted' AND n."status" = 'accepted'), '[]'::jsonb));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "connection_posts_on_connection_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "connection_posts_disconnect"(coalesce(
    (SELECT jsonb_agg(jsonb_build_object('requester_id', o."requester_id", 'addressee_id', o."addressee_id"))
      FROM "old_rows" o WHERE o."status" = 'accepted'), '[]'::jsonb));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "connections_fan_out_insert" AFTER INSERT ON "connections"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "connection_posts_on_connection_insert"();
--> statement-breakpoint
CREATE TRIGGER "connections_fan_out_update" AFTER UPDATE ON "connections"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "connection_posts_on_connection_update"();
--> statement-breakpoint
CREATE TRIGGER "connections_fan_out_delete" AFTER DELETE ON "connections"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "connection_posts_on_connection_delete"();
--> statement-breakpoint
-- What the triggers would have written for the posts and connections already there.
INSERT INTO "connection_posts" ("user_id", "author_id", "post_id", "created_at")
SELECT c."addressee_id", p."author_id", p."id", p."created_at"
  FROM "connections" c JOIN "posts" p ON p."author_id" = c."requester_id" WHERE c."status" = 'accepted'
UNION ALL
SELECT c."requester_id", p."author_id", p."id", p."created_at"
  FROM "connections" c JOIN "posts" p ON p."author_id" = c."addressee_id" WHERE c."status" = 'accepted'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A post's like and comment counts (posts.like_count, posts.comment_count), kept as likes and
-- comments come and go, set based: a bulk insert adds each post's count once.
CREATE FUNCTION "post_counts_likes_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" p SET "like_count" = p."like_count" + n."n"
    FROM (SELECT "post_id", count(*)::int AS "n" FROM "new_rows" GROUP BY "post_id") n
    WHERE p."id" = n."post_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "post_counts_likes_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" p SET "like_count" = greatest(p."like_count" - o."n", 0)
    FROM (SELECT "post_id", count(*)::int AS "n" FROM "old_rows" GROUP BY "post_id") o
    WHERE p."id" = o."post_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "post_counts_comments_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" p SET "comment_count" = p."comment_count" + n."n"
    FROM (SELECT "post_id", count(*)::int AS "n" FROM "new_rows" GROUP BY "post_id") n
    WHERE p."id" = n."post_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "post_counts_comments_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" p SET "comment_count" = greatest(p."comment_count" - o."n", 0)
    FROM (SELECT "post_id", count(*)::int AS "n" FROM "old_rows" GROUP BY "post_id") o
    WHERE p."id" = o."post_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "post_likes_count_insert" AFTER INSERT ON "post_likes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_likes_added"();
--> statement-breakpoint
CREATE TRIGGER "post_likes_count_delete" AFTER DELETE ON "post_likes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_likes_removed"();
--> statement-breakpoint
CREATE TRIGGER "comments_count_insert" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_comments_added"();
--> statement-breakpoint
CREATE TRIGGER "comments_count_delete" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_comments_removed"();
--> statement-breakpoint
UPDATE "posts" p SET
  "like_count" = (SELECT count(*)::int FROM "post_likes" l WHERE l."post_id" = p."id"),
  "comment_count" = (SELECT count(*)::int FROM "comments" c WHERE c."post_id" = p."id");

import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { EntityType } from "../../shared/enums";
import type { InstantPosition } from "../../shared/schemas/cursor";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { linkPreviews, postBlueskyCopies, posts, profiles } from "../db/schema";

/** Posts per page of /debug/entity-posts. */
export const DEBUG_POSTS_PAGE_SIZE = 20;

/** Whose posts: an entity's feed, or a member's own profile posts. */
export type StoredPostsSource = { type: EntityType; id: number } | { type: "profile"; userId: string };

/** The condition of a source, each served by its own index (schema/social.ts). */
function sourceCondition(source: StoredPostsSource): SQL | undefined {
  switch (source.type) {
    case "group":
      return eq(posts.groupId, source.id);
    case "partnership":
      return eq(posts.partnershipId, source.id);
    case "event":
      return eq(posts.eventId, source.id);
    case "profile":
      return and(eq(posts.authorId, source.userId), eq(posts.targetType, "profile"));
  }
}

/**
 * A post as stored: every column of `posts`, its author's name, its link-preview row, its copy on
 * Bluesky and its reports (how many are open and how many in all), in one statement.
 */
const storedColumns = {
  post: posts,
  at: sql<string>`to_char(${posts.createdAt} at time zone 'UTC', ${POSITION_FORMAT})`,
  authorFirstName: profiles.firstName,
  authorLastName: profiles.lastName,
  preview: linkPreviews,
  bluesky: postBlueskyCopies,
  openReports: sql<number>`(select count(*)::int from content_reports r where r.post_id = ${posts.id} and r.status = 'open')`,
  allReports: sql<number>`(select count(*)::int from content_reports r where r.post_id = ${posts.id})`,
};

const selectStored = (db: Executor) =>
  db
    .select(storedColumns)
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .leftJoin(linkPreviews, eq(linkPreviews.url, posts.linkUrl))
    .leftJoin(postBlueskyCopies, eq(postBlueskyCopies.postId, posts.id));

export type StoredPostRow = Awaited<ReturnType<ReturnType<typeof selectStored>["execute"]>>[number];

/** One page of a source's posts as stored, newest first, past the cursor. */
export async function loadStoredPosts(
  db: Executor,
  source: StoredPostsSource,
  cursor: InstantPosition | undefined,
  size = DEBUG_POSTS_PAGE_SIZE,
): Promise<StoredPostRow[]> {
  const after = cursor
    ? sql`(${posts.createdAt}, ${posts.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : undefined;
  return selectStored(db)
    .where(and(sourceCondition(source), after))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(size + 1);
}

/** How many posts the source has. */
export async function countStoredPosts(db: Executor, source: StoredPostsSource): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(sourceCondition(source));
  return row?.n ?? 0;
}

/** One post as stored, or null. */
export async function loadStoredPost(db: Executor, postId: string): Promise<StoredPostRow | null> {
  const [row] = await selectStored(db).where(eq(posts.id, postId));
  return row ?? null;
}

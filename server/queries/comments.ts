import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { encodeCursor, type InstantPosition, takePage } from "../../shared/schemas/cursor";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { comments, mentions, profiles } from "../db/schema";
import { fullName } from "./posts";

/** Comments per page. */
export const COMMENT_PAGE_SIZE = 20;

export interface CommentView {
  id: string;
  postId: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  author: { userId: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
  mentions: { userId: string; name: string }[];
}

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  content: comments.content,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  authorId: comments.authorId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
  at: sql<string>`to_char(${comments.createdAt} at time zone 'UTC', ${POSITION_FORMAT})`,
};

async function withMentions(db: Executor, rows: { id: string }[]) {
  const ids = rows.map((row) => row.id);
  const found = ids.length
    ? await db
        .select({
          commentId: mentions.commentId,
          userId: mentions.mentionedUserId,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
        })
        .from(mentions)
        .innerJoin(profiles, eq(profiles.userId, mentions.mentionedUserId))
        .where(and(isNotNull(mentions.commentId), inArray(mentions.commentId, ids)))
    : [];
  return (commentId: string) =>
    found.filter((m) => m.commentId === commentId).map((m) => ({ userId: m.userId, name: fullName(m) }));
}

function toView(
  row: Awaited<ReturnType<typeof selectComments>>[number],
  mentionsOf: (id: string) => CommentView["mentions"],
): CommentView {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    author: {
      userId: row.authorId,
      firstName: row.firstName,
      lastName: row.lastName,
      avatarUrl: row.avatarUrl,
    },
    mentions: mentionsOf(row.id),
  };
}

const selectComments = (db: Executor) =>
  db.select(commentColumns).from(comments).leftJoin(profiles, eq(profiles.userId, comments.authorId));

/**
 * One page of a post's comments, oldest first, keyset-paged on (created_at, id) through
 * `comments_post_created_idx`: comments written meanwhile come after the cursor, never before.
 */
export async function loadCommentPage(
  db: Executor,
  postId: string,
  /** The previous page's last comment, validated at the edge (pageQuerySchema). */
  cursor: InstantPosition | undefined,
) {
  const after = cursor
    ? sql`(${comments.createdAt}, ${comments.id}) > (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : sql`true`;
  const rows = await selectComments(db)
    .where(and(eq(comments.postId, postId), after))
    .orderBy(comments.createdAt, comments.id)
    .limit(COMMENT_PAGE_SIZE + 1);
  const { page, next } = takePage(rows, COMMENT_PAGE_SIZE, (last) => [last.at, last.id]);
  const mentionsOf = await withMentions(db, page);
  return {
    comments: page.map((row) => toView(row, mentionsOf)),
    nextCursor: next && encodeCursor(next),
  };
}

/** One comment; null when it does not exist. */
export async function loadComment(db: Executor, commentId: string): Promise<CommentView | null> {
  const [row] = await selectComments(db).where(eq(comments.id, commentId));
  if (!row) return null;
  return toView(row, await withMentions(db, [row]));
}

import { and, asc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { EntityType } from "../../shared/enums";
import type { ReportStatus } from "../../shared/moderation";
import type { TimeCursorQuery } from "../../shared/schemas/communities";
import type { Executor } from "../db/client";
import { comments, contentReports, posts, profiles } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";

const reporter = alias(profiles, "reporter_profile");
const author = alias(profiles, "author_profile");

/** A report's time as the cursor holds it. */
const CREATED_KEY = sql<string>`to_char(${contentReports.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The open reports of one entity (or, with `null`, of members' profile posts), oldest first,
 * `limit` after the cursor, on `content_reports_queue_idx`; each with the reporter, the reported
 * post or comment and its author, in one query.
 */
export async function listOpenReports(
  db: Executor,
  entity: EntityRef | null,
  query: TimeCursorQuery,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [
    eq(contentReports.status, "open"),
    entity ? eq(contentReports.entityType, entity.type) : isNull(contentReports.entityType),
    entity ? eq(contentReports.entityId, entity.id) : isNull(contentReports.entityId),
  ];
  if (query.cursor) {
    const [at, id] = query.cursor;
    conditions.push(
      or(
        gt(contentReports.createdAt, sql`${at}::timestamptz`),
        and(eq(contentReports.createdAt, sql`${at}::timestamptz`), gt(contentReports.id, id)),
      ),
    );
  }
  return db
    .select({
      id: contentReports.id,
      reason: contentReports.reason,
      createdAt: contentReports.createdAt,
      createdKey: CREATED_KEY,
      postId: sql<string | null>`coalesce(${contentReports.postId}, ${comments.postId})`,
      commentId: contentReports.commentId,
      content: sql<string | null>`coalesce(${comments.content}, ${posts.content})`,
      reporter: {
        userId: reporter.userId,
        firstName: reporter.firstName,
        lastName: reporter.lastName,
        avatarUrl: reporter.avatarUrl,
      },
      author: {
        userId: author.userId,
        firstName: author.firstName,
        lastName: author.lastName,
        avatarUrl: author.avatarUrl,
      },
    })
    .from(contentReports)
    .leftJoin(reporter, eq(reporter.userId, contentReports.reporterId))
    .leftJoin(posts, eq(posts.id, contentReports.postId))
    .leftJoin(comments, eq(comments.id, contentReports.commentId))
    .leftJoin(author, eq(author.userId, sql`coalesce(${comments.authorId}, ${posts.authorId})`))
    .where(and(...conditions))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    .limit(limit);
}

export type ReportListRow = Awaited<ReturnType<typeof listOpenReports>>[number];

/** One report with where it was filed; null when it does not exist. */
export async function findReport(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: contentReports.id,
      status: contentReports.status,
      entityType: contentReports.entityType,
      entityId: contentReports.entityId,
    })
    .from(contentReports)
    .where(eq(contentReports.id, id));
  if (!row) return null;
  const entity =
    row.entityType && row.entityId !== null ? { type: row.entityType as EntityType, id: row.entityId } : null;
  return { id: row.id, status: row.status as ReportStatus, entity };
}

/** How many reports wait on the entity (the moderation tab's count). */
export async function countOpenReports(db: Executor, entity: EntityRef): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.status, "open"),
        eq(contentReports.entityType, entity.type),
        eq(contentReports.entityId, entity.id),
      ),
    );
  return Number(row?.n ?? 0);
}

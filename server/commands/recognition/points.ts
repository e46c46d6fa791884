import { and, count, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { PointReason } from "../../../shared/enums";
import { DAILY_POINT_CAPS, POINT_WEIGHTS } from "../../../shared/recognition";
import type { Executor } from "../../db/client";
import { comments, events, pointEvents, posts, shiftAssignments, volunteerHourLogs } from "../../db/schema";

/** Where a row of points counts: the group, partnership and event it names (none: the member's total only). */
interface Counted {
  groupId: number | null;
  partnershipId: number | null;
  eventId: number | null;
}

interface PointRow extends Counted {
  userId: string;
  reason: PointReason;
  sourceId: string;
  points: number;
  createdAt: Date;
}

/**
 * Serialises everything that changes one member's points and milestones (issue 30): jobs of
 * several events about the same member wait for each other, so the daily cap and the milestones'
 * recount never race. Held to the end of the caller's transaction.
 * Transaction: the caller's; takes the member's advisory lock (pg_advisory_xact_lock).
 */
export async function lockMemberRecognition(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('recognition'), hashtext(${userId}))`);
}

/**
 * Makes a row count: written the first time, brought back (unvoided, with its new points, entity
 * and time) afterwards. The unique (reason, source, member) index makes a repeat a no-op.
 * Transaction: the caller's; the upsert takes the row's lock.
 */
async function countRow(tx: Executor, row: PointRow) {
  await tx
    .insert(pointEvents)
    .values(row)
    .onConflictDoUpdate({
      target: [pointEvents.reason, pointEvents.sourceId, pointEvents.userId],
      set: {
        points: row.points,
        groupId: row.groupId,
        partnershipId: row.partnershipId,
        eventId: row.eventId,
        createdAt: row.createdAt,
        voidedAt: null,
      },
    });
}

/**
 * Voids a row (kept, no longer counted): removed content, hours no longer verified, an undone
 * check-out or no-show. Nothing happens when there is no such row or it is already void.
 * Transaction: the caller's; the UPDATE takes the row's lock.
 */
export async function voidPoints(
  tx: Executor,
  reason: PointReason,
  sourceId: string,
  userId: string,
  now: Date,
) {
  await tx
    .update(pointEvents)
    .set({ voidedAt: now })
    .where(
      and(
        eq(pointEvents.reason, reason),
        eq(pointEvents.sourceId, sourceId),
        eq(pointEvents.userId, userId),
        isNull(pointEvents.voidedAt),
      ),
    );
}

/**
 * Points of verified minutes, pro rata: a point per 6 minutes at 10 an hour, rounded down.
 * Transaction: none; pure (no database access), locks nothing.
 */
export const pointsForMinutes = (minutes: number) =>
  Math.floor((minutes * POINT_WEIGHTS.verified_hours) / 60);

/**
 * Brings a log's points in line with the log (issue 30): verified hours count, pro rata, for the
 * log's group, partnership and event, from when they were verified; any other status voids them.
 * Transaction: the caller's (after lockMemberRecognition); reads the log unlocked.
 */
export async function syncHourLogPoints(tx: Executor, logId: string, now: Date): Promise<string | null> {
  const [log] = await tx.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.id, logId));
  if (!log) return null;
  if (log.status === "verified")
    await countRow(tx, {
      userId: log.userId,
      reason: "verified_hours",
      sourceId: log.id,
      points: pointsForMinutes(log.minutes),
      groupId: log.groupId,
      partnershipId: log.partnershipId,
      eventId: log.eventId,
      createdAt: log.decidedAt ?? log.updatedAt,
    });
  else await voidPoints(tx, "verified_hours", log.id, log.userId, now);
  return log.userId;
}

/**
 * Brings a volunteer's attendance points of one shift in line with the roster (issue 30): a
 * check-out earns POINT_WEIGHTS.attendance, a no-show costs POINT_WEIGHTS.no_show, for the event
 * and its organiser; undoing either voids its row. The source is the shift (one row per member).
 * Transaction: the caller's (after lockMemberRecognition); reads the roster row unlocked.
 */
export async function syncAttendancePoints(
  tx: Executor,
  eventId: number,
  shiftId: string,
  userId: string,
  now: Date,
) {
  const [place] = await tx
    .select({
      checkedOutAt: shiftAssignments.checkedOutAt,
      noShowAt: shiftAssignments.noShowAt,
      groupId: events.groupId,
      partnershipId: events.partnershipId,
    })
    .from(shiftAssignments)
    .innerJoin(events, eq(events.eventId, eventId))
    .where(and(eq(shiftAssignments.shiftId, shiftId), eq(shiftAssignments.userId, userId)));
  const counted = { groupId: place?.groupId ?? null, partnershipId: place?.partnershipId ?? null, eventId };
  const base = { userId, sourceId: shiftId, ...counted };
  if (place?.checkedOutAt)
    await countRow(tx, {
      ...base,
      reason: "attendance",
      points: POINT_WEIGHTS.attendance,
      createdAt: place.checkedOutAt,
    });
  else await voidPoints(tx, "attendance", shiftId, userId, now);
  if (place?.noShowAt)
    await countRow(tx, {
      ...base,
      reason: "no_show",
      points: POINT_WEIGHTS.no_show,
      createdAt: place.noShowAt,
    });
  else await voidPoints(tx, "no_show", shiftId, userId, now);
}

const DAY = 86_400_000;

/**
 * Points for a post or a comment (issue 30), once: a post counts for the group, partnership or
 * event it was posted in (a profile post for the member's total only), a comment for its post's.
 * Only the first DAILY_POINT_CAPS of a UTC day earn; beyond that no row is written (the content
 * still publishes). Content already gone (removed, deleted) earns nothing. A row once written is
 * never written again, so a retried job neither doubles nor re-counts against the cap.
 * Transaction: the caller's (after lockMemberRecognition, which makes the cap's count exact).
 */
export async function grantContentPoints(tx: Executor, kind: "post" | "comment", id: string) {
  const [content] =
    kind === "post"
      ? await tx
          .select({
            userId: posts.authorId,
            createdAt: posts.createdAt,
            groupId: posts.groupId,
            partnershipId: posts.partnershipId,
            eventId: posts.eventId,
          })
          .from(posts)
          .where(eq(posts.id, id))
      : await tx
          .select({
            userId: comments.authorId,
            createdAt: comments.createdAt,
            groupId: posts.groupId,
            partnershipId: posts.partnershipId,
            eventId: posts.eventId,
          })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(eq(comments.id, id));
  if (!content) return;
  const [existing] = await tx
    .select({ id: pointEvents.id })
    .from(pointEvents)
    .where(
      and(eq(pointEvents.reason, kind), eq(pointEvents.sourceId, id), eq(pointEvents.userId, content.userId)),
    );
  if (existing) return;
  const dayStart = new Date(Math.floor(content.createdAt.getTime() / DAY) * DAY);
  const [today] = await tx
    .select({ n: count() })
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.userId, content.userId),
        eq(pointEvents.reason, kind),
        gte(pointEvents.createdAt, dayStart),
        lt(pointEvents.createdAt, new Date(dayStart.getTime() + DAY)),
      ),
    );
  // Voided rows count too: removing content does not free a place under the cap.
  if ((today?.n ?? 0) >= DAILY_POINT_CAPS[kind]) return;
  await tx
    .insert(pointEvents)
    .values({ ...content, reason: kind, sourceId: id, points: POINT_WEIGHTS[kind] })
    .onConflictDoNothing();
}

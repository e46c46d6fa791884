import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { notifications } from "../db/schema";
import { GROUPED_NOTIFICATION_TYPES } from "../notifications/messages";
import type { MemberActor } from "../policies/actor";

/*
 * Read flags (spec §7: "UPDATE notifications set is_read true where id and user_id match; UPDATE
 * all with is_read false for the user"). Each is one statement on one table that nothing reacts to
 * but the member's own screens, so no domain event is recorded (decisions.md, "Notifications in the
 * app"); the live channel will carry the changed rows themselves.
 */

/**
 * Marks one of the member's notifications read; false when they have none with this id. A like or
 * a comment is shown gathered with the others of its kind on the same post (presenters/
 * notification.ts), so those are marked read with it: opening the row reads all it stands for.
 * Transaction: the caller's if it passes one (the route passes none: two UPDATEs, each alone); no locks.
 */
export async function markNotificationRead(db: Executor, member: MemberActor, id: string): Promise<boolean> {
  const [head] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, member.id)))
    .returning({ type: notifications.type, postId: notifications.activityPostId });
  if (!head) return false;
  if (head.postId && GROUPED_NOTIFICATION_TYPES.includes(head.type)) {
    await db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, member.id),
          eq(notifications.type, head.type),
          eq(notifications.activityPostId, head.postId),
          eq(notifications.isRead, false),
        ),
      );
  }
  return true;
}

/**
 * Marks every unread notification of the member read; answers how many changed.
 * Transaction: none (or the caller's if it passes one); a single UPDATE statement.
 */
export async function markAllNotificationsRead(db: Executor, member: MemberActor): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, member.id), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

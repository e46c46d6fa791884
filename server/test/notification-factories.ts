import type { NotificationType } from "../../shared/enums";
import type { Executor } from "../db/client";
import { notifications } from "../db/schema";

export interface NotificationOptions {
  type?: NotificationType;
  message?: string;
  url?: string | null;
  isRead?: boolean;
  actor?: { id: string } | null;
  createdAt?: Date;
  /** The post a like, comment or mention is about. */
  post?: { id: string } | null;
}

/** A notification row for a member, as the event handlers would write it. */
export async function createNotification(
  db: Executor,
  member: { id: string },
  options: NotificationOptions = {},
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: member.id,
      type: options.type ?? "connection_request",
      message: options.message ?? "Someone wants to connect with you",
      notificationUrl: options.url === undefined ? "/connections" : options.url,
      isRead: options.isRead ?? false,
      actorId: options.actor?.id ?? null,
      activityPostId: options.post?.id ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("notification was not created");
  return row.id;
}

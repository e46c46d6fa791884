import { cn } from "../../lib/cn";
import type { NotificationItem } from "../../queries/notifications";
import { Avatar } from "../avatar";
import { RelativeTime } from "../ui/relative-time";

/** The member's name as a notification's avatar says it. */
const actorName = (actor: NonNullable<NotificationItem["actor"]>) =>
  `${actor.firstName} ${actor.lastName}`.trim() || "A member";

/**
 * What a notification shows, in the dropdown and on /notifications alike (spec §4): unread ones
 * bold with a dot, read ones muted; who caused it, the message and how long ago. Screen readers
 * hear "Unread" where the eye sees the dot.
 */
export function NotificationBody({ notification }: { notification: NotificationItem }) {
  const unread = !notification.isRead;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid={unread ? "unread-dot" : undefined}
        className={cn(
          "mt-2 size-2 shrink-0 self-start rounded-full",
          unread ? "bg-primary" : "bg-transparent",
        )}
      />
      {notification.actor && (
        <Avatar
          src={notification.actor.avatarUrl}
          name={actorName(notification.actor)}
          type="user"
          decorative
          className="size-8 self-start text-xs"
        />
      )}
      <span className="min-w-0 flex-1 text-left">
        {unread && <span className="sr-only">Unread:</span>}
        {unread && " "}
        <span
          data-read={unread ? "false" : "true"}
          className={cn(
            "block break-words",
            unread ? "font-semibold text-foreground" : "text-muted-foreground",
          )}
        >
          {notification.message}
        </span>{" "}
        <RelativeTime date={notification.createdAt} className="block text-xs text-muted-foreground" />
      </span>
    </>
  );
}

/** "99+" past 99 (spec §2, "Notification dropdown"). */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

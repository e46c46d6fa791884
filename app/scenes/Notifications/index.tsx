import { useRef, useState } from "react";
import { Link } from "react-router";
import {
  answerable,
  ConnectionRequestAnswer,
} from "../../components/notifications/connection-request-answer";
import { NotificationBody } from "../../components/notifications/notification-body";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";
import {
  type NotificationItem,
  notificationErrorText,
  pagedNotifications,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationPagesQuery,
  useUnreadCountQuery,
} from "../../queries/notifications";

const ENTRY_CLASS =
  "flex w-full items-start gap-3 px-4 py-3 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring";

/** One notification: a link to where it leads (or a button when it leads nowhere); opening it marks it read. */
function Entry({ notification }: { notification: NotificationItem }) {
  const markRead = useMarkNotificationReadMutation();
  const open = () => {
    if (!notification.isRead) markRead.mutate(notification);
  };
  const body = <NotificationBody notification={notification} />;
  return notification.url ? (
    <Link to={notification.url} className={ENTRY_CLASS} onClick={open}>
      {body}
    </Link>
  ) : (
    <button type="button" className={ENTRY_CLASS} onClick={open}>
      {body}
    </button>
  );
}

/**
 * /notifications (spec §2): the newest 50 and "Load more" beyond, unread ones bold with a dot,
 * read ones muted; opening one marks it read and goes to its page; "Mark all read" while unread
 * ones exist.
 */
export function NotificationsScene() {
  const list = useNotificationPagesQuery();
  const unread = useUnreadCountQuery().data ?? 0;
  const markAll = useMarkAllNotificationsReadMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const items = pagedNotifications(list.data);

  const markAllRead = () => {
    setAnnouncement("");
    markAll.mutate(undefined, {
      onSuccess: () => setAnnouncement("All notifications marked as read."),
    });
    // The button goes away with the last unread one: focus stays on the page, not lost to the body.
    heading.current?.focus();
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title="Notifications" robots="noindex, follow" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          Notifications
        </h1>
        {unread > 0 && (
          <Button variant="outline" size="sm" onClick={markAllRead}>
            Mark all read
          </Button>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-6">
        {list.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading notifications...
          </p>
        ) : list.isError && items.length === 0 ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive">
            <p>{notificationErrorText(list.error)}</p>
            <Button variant="outline" size="sm" onClick={() => list.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">No notifications yet</p>
        ) : (
          <>
            <ul aria-label="Notifications" className="divide-y overflow-hidden rounded-lg border bg-card">
              {items.map((notification) => (
                <li key={notification.id}>
                  <Entry notification={notification} />
                  {answerable(notification) && <ConnectionRequestAnswer notification={notification} />}
                </li>
              ))}
            </ul>
            {list.isFetchNextPageError && (
              <div
                role="alert"
                className="mt-4 flex flex-wrap items-center justify-center gap-3 text-destructive"
              >
                <p>{notificationErrorText(list.error)}</p>
                <Button variant="outline" size="sm" onClick={() => list.fetchNextPage()}>
                  Try again
                </Button>
              </div>
            )}
            {list.hasNextPage && !list.isFetchNextPageError && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

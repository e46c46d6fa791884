import { Bell } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Fragment, lazy, Suspense, useId } from "react";
import { Link } from "react-router";
import { NOTIFICATIONS_BADGE_MAX } from "../../../shared/limits";
import { cn } from "../../lib/cn";
import {
  answerable,
  type NotificationItem,
  notificationErrorText,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useRecentNotificationsQuery,
  useUnreadCountQuery,
} from "../../queries/notifications";
import { Button } from "../ui/button";
import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS } from "../ui/menu";
import { badgeText, NotificationBody } from "./notification-body";

// Accept and Decline load with the first request the menu shows: not part of every page's first render.
const MenuConnectionRequestAnswer = lazy(() =>
  import("./connection-request-answer").then((m) => ({ default: m.MenuConnectionRequestAnswer })),
);

const NOTE_CLASS = cn(MENU_ITEM_CLASS, "text-muted-foreground");
const ENTRY_CLASS = cn(MENU_ITEM_CLASS, "items-start gap-3 py-2");

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${badgeText(count, NOTIFICATIONS_BADGE_MAX)} unread` : "Notifications";
}

/**
 * A line of text in the menu ("Loading notifications...", "No notifications yet"): an item that
 * does nothing, marked unavailable, which arrow keys still reach so screen readers read it
 * (Radix would skip a `disabled` one).
 */
function Note({ children, className }: { children: string; className?: string }) {
  return (
    <DropdownMenu.Item
      aria-disabled="true"
      className={cn(NOTE_CLASS, className)}
      onSelect={(event) => event.preventDefault()}
    >
      {children}
    </DropdownMenu.Item>
  );
}

/** One notification in the menu: opening it marks it read and goes to its page. */
function Entry({ notification, onOpen }: { notification: NotificationItem; onOpen: () => void }) {
  const body = <NotificationBody notification={notification} />;
  if (!notification.url) {
    return (
      <DropdownMenu.Item className={ENTRY_CLASS} onSelect={onOpen}>
        {body}
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item asChild className={ENTRY_CLASS} onSelect={onOpen}>
      <Link to={notification.url}>{body}</Link>
    </DropdownMenu.Item>
  );
}

/**
 * The open menu's contents (spec §2, "Notification dropdown", word for word): the title, "Mark all
 * read" while unread ones exist, "Loading notifications...", "No notifications yet", the first 5,
 * and "View all notifications" past 5. Mounted only while the menu is open, so every opening reads
 * the newest. Every line is a menu item, so arrow keys reach each and the menu holds only what a
 * menu may hold.
 */
function NotificationMenu({ unread, titleId }: { unread: number; titleId: string }) {
  const recent = useRecentNotificationsQuery();
  const markRead = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();
  const items = recent.data?.items ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <DropdownMenu.Label id={titleId} className="px-2 py-1.5 text-sm font-semibold">
          Notifications
        </DropdownMenu.Label>
        {unread > 0 && (
          <DropdownMenu.Item
            className={cn(MENU_ITEM_CLASS, "text-primary underline-offset-4 data-[highlighted]:underline")}
            onSelect={(event) => {
              // The member stays in the menu and sees every item turn read.
              event.preventDefault();
              markAll.mutate();
            }}
          >
            Mark all read
          </DropdownMenu.Item>
        )}
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      {recent.isPending ? (
        <Note>Loading notifications...</Note>
      ) : recent.isError && !recent.data ? (
        <Note className="text-destructive">{notificationErrorText(recent.error)}</Note>
      ) : items.length === 0 ? (
        <Note>No notifications yet</Note>
      ) : (
        items.map((notification) => (
          <Fragment key={notification.id}>
            <Entry
              notification={notification}
              onOpen={() => {
                if (!notification.isRead) markRead.mutate(notification);
              }}
            />
            {answerable(notification) && (
              <Suspense fallback={null}>
                <MenuConnectionRequestAnswer notification={notification} />
              </Suspense>
            )}
          </Fragment>
        ))
      )}
      {recent.data?.hasMore && (
        <>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            asChild
            className={cn(MENU_ITEM_CLASS, "justify-center font-medium text-primary")}
          >
            <Link to="/notifications">View all notifications</Link>
          </DropdownMenu.Item>
        </>
      )}
    </>
  );
}

/** The header's bell: the unread count as a badge (capped "99+"), opening the notification menu. */
export function NotificationBell() {
  const count = useUnreadCountQuery().data ?? 0;
  const titleId = useId();
  return (
    // Not modal: the page behind stays as it is (a modal menu hides it from screen readers while its
    // links stay focusable, which axe counts as a serious violation); Tab or a click outside closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(count)}>
          <Bell aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-1 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
            >
              {badgeText(count, NOTIFICATIONS_BADGE_MAX)}
            </span>
          )}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          // Named by its title, not by the trigger (Radix's default), whose name carries the count.
          aria-labelledby={titleId}
          className={cn(MENU_CONTENT_CLASS, "w-80 max-w-[calc(100vw-1rem)]")}
        >
          <NotificationMenu unread={count} titleId={titleId} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

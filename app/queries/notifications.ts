import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { NOTIFICATIONS_DROPDOWN_FETCH, NOTIFICATIONS_DROPDOWN_LIMIT } from "../../shared/limits";
import { ApiError, api, readJson } from "../lib/api-client";
import { toast } from "../lib/toast";

/** One page of GET /api/notifications (server/presenters/notification.ts). */
export type NotificationPage = InferResponseType<typeof api.notifications.$get, 200>;
/** A notification as the server presents it. */
export type NotificationItem = NotificationPage["notifications"][number];
type UnreadCount = InferResponseType<(typeof api.notifications)["unread-count"]["$get"], 200>;
type ReadAnswer = InferResponseType<(typeof api.notifications)[":id"]["read"]["$post"], 200>;
type NotificationPages = InfiniteData<NotificationPage, string | null>;

export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  /** The bell's dropdown: the newest few. */
  recent: () => [...notificationKeys.lists(), "recent"] as const,
  /** /notifications: pages of 50. */
  pages: () => [...notificationKeys.lists(), "pages"] as const,
  unreadCount: () => [...notificationKeys.all, "unread-count"] as const,
};

export const NOTIFICATIONS_FETCH_FAILED = "Failed to fetch notifications";

/** Spec §8: "Notifications: {message}" for the server's refusal, "Failed to fetch notifications" otherwise. */
export function notificationErrorText(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? `Notifications: ${error.message}`
    : NOTIFICATIONS_FETCH_FAILED;
}

async function fetchPage(
  client: QueryClient,
  query: { cursor?: string; limit?: string },
  signal: AbortSignal,
): Promise<NotificationPage> {
  const page = await readJson<NotificationPage>(
    await api.notifications.$get({ query }, { init: { signal } }),
  );
  // Read with the list: the badge agrees with what the member is looking at.
  client.setQueryData<UnreadCount>(notificationKeys.unreadCount(), { count: page.unreadCount });
  return page;
}

/*
 * No live channel yet (issue 10 item 1 brings it, through prependNotification and
 * replaceNotification below): the lists are read afresh each time they are opened (staleTime 0),
 * the count with every list and when a page loads.
 */

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }): Promise<UnreadCount> =>
      readJson(await api.notifications["unread-count"].$get({}, { init: { signal } })),
  });

/** The number on the bell. */
export function useUnreadCountQuery() {
  return useQuery({ ...unreadCountQueryOptions(), select: (data) => data.count });
}

export const recentNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.recent(),
    queryFn: ({ signal, client }) =>
      fetchPage(client, { limit: String(NOTIFICATIONS_DROPDOWN_FETCH) }, signal),
    staleTime: 0,
  });

/**
 * The dropdown's newest notifications. The cache may hold more than 5 (a live one prepended):
 * `items` is the first 5, `hasMore` whether there are others (spec §2: "View all notifications"
 * past 5).
 */
export function useRecentNotificationsQuery() {
  return useQuery({
    ...recentNotificationsQueryOptions(),
    select: (data) => ({
      items: data.notifications.slice(0, NOTIFICATIONS_DROPDOWN_LIMIT),
      hasMore: data.notifications.length > NOTIFICATIONS_DROPDOWN_LIMIT || data.nextCursor !== null,
    }),
  });
}

export const notificationPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam, signal, client }) =>
      fetchPage(client, pageParam ? { cursor: pageParam } : {}, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

/** /notifications: 50 at a time, newest first. */
export function useNotificationPagesQuery() {
  return useInfiniteQuery(notificationPagesQueryOptions());
}

/** Every notification of the pages, once each (one prepended may come again on a later page). */
export function pagedNotifications(data: InfiniteData<NotificationPage> | undefined): NotificationItem[] {
  const seen = new Set<string>();
  const items: NotificationItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.notifications) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

// ---- The cache, as a live channel will change it ----

type Change = (items: NotificationItem[]) => NotificationItem[];

/** Applies `change` to the items of every cached list (the dropdown's and the pages). */
function changeLists(client: QueryClient, change: Change, first: Change = change) {
  client.setQueryData<NotificationPage>(notificationKeys.recent(), (data) =>
    data ? { ...data, notifications: first(data.notifications) } : data,
  );
  client.setQueryData<NotificationPages>(notificationKeys.pages(), (data) =>
    data?.pages.length
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            notifications: (index === 0 ? first : change)(page.notifications),
          })),
        }
      : data,
  );
}

function cachedNotification(client: QueryClient, id: string): NotificationItem | undefined {
  const recent = client.getQueryData<NotificationPage>(notificationKeys.recent());
  const pages = client.getQueryData<NotificationPages>(notificationKeys.pages());
  const lists = [recent?.notifications ?? [], ...(pages?.pages.map((page) => page.notifications) ?? [])];
  for (const items of lists) {
    const found = items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

function shiftUnreadCount(client: QueryClient, delta: number) {
  client.setQueryData<UnreadCount>(notificationKeys.unreadCount(), (data) =>
    data ? { count: Math.max(0, data.count + delta) } : data,
  );
}

/**
 * A new notification (spec §4: "new notifications arrive live and are placed at the top"): first
 * in the dropdown's list and on the first page, and one more unread when it is unread. One the
 * cache already holds (a message delivered twice) replaces it instead. Lists not loaded yet are
 * left alone: they read the server when opened.
 */
export function prependNotification(client: QueryClient, notification: NotificationItem) {
  if (cachedNotification(client, notification.id)) {
    replaceNotification(client, notification);
    return;
  }
  changeLists(
    client,
    (items) => items,
    (items) => [notification, ...items],
  );
  if (!notification.isRead) shiftUnreadCount(client, 1);
}

/**
 * A changed notification (spec §4: "updates to existing ones replace them in place"), wherever it
 * is cached; the count follows its read flag. When none of the lists holds it, whether the count
 * changed is unknown, so the count is read again.
 */
export function replaceNotification(client: QueryClient, notification: NotificationItem) {
  const previous = cachedNotification(client, notification.id);
  changeLists(client, (items) => items.map((item) => (item.id === notification.id ? notification : item)));
  if (!previous) {
    void client.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
  } else if (previous.isRead !== notification.isRead) {
    shiftUnreadCount(client, notification.isRead ? -1 : 1);
  }
}

/** Every cached notification read, and none unread. */
function markAllReadInCache(client: QueryClient) {
  changeLists(client, (items) => items.map((item) => (item.isRead ? item : { ...item, isRead: true })));
  client.setQueryData<UnreadCount>(notificationKeys.unreadCount(), (data) => (data ? { count: 0 } : data));
}

type Snapshot = [QueryKey, unknown][];

/** Stops reads under way (they would overwrite the change) and keeps what the cache held. */
async function snapshot(client: QueryClient): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: notificationKeys.all });
  return client.getQueriesData({ queryKey: notificationKeys.all });
}

function restore(client: QueryClient, saved: Snapshot | undefined) {
  for (const [key, data] of saved ?? []) client.setQueryData(key, data);
}

export const MARK_READ_FAILED = "The notification could not be marked as read. Please try again.";
export const MARK_ALL_READ_FAILED = "Your notifications could not be marked as read. Please try again.";

/**
 * Opening a notification marks it read at once (STYLE.md habit 9: optimistic, with rollback): the
 * item turns muted and the badge drops before the server answers; a failure puts both back.
 */
export function useMarkNotificationReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (notification: NotificationItem): Promise<ReadAnswer> =>
      readJson(await api.notifications[":id"].read.$post({ param: { id: notification.id } })),
    onMutate: async (notification) => {
      const saved = await snapshot(client);
      replaceNotification(client, { ...notification, isRead: true });
      return saved;
    },
    onError: (_error, _notification, saved) => {
      restore(client, saved);
      toast.error(MARK_READ_FAILED);
    },
    // The row may stand for several (likes gathered on one post, all marked read by the server):
    // it keeps its gathered shape, and the count is read again when more than one changed.
    onSuccess: (_answer, notification) => {
      replaceNotification(client, { ...notification, isRead: true });
      if (notification.ids.length > 1) {
        void client.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
      }
    },
  });
}

/** "Mark all read": every notification shown read and the badge gone at once; a failure puts them back. */
export function useMarkAllNotificationsReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.notifications["read-all"].$post()),
    onMutate: async () => {
      const saved = await snapshot(client);
      markAllReadInCache(client);
      return saved;
    },
    onError: (_error, _variables, saved) => {
      restore(client, saved);
      toast.error(MARK_ALL_READ_FAILED);
    },
  });
}

/** A connection request still waiting for its answer, which its notification can give. */
export const answerable = (notification: NotificationItem) =>
  notification.type === "connection_request" && notification.connectionRequestId !== null;

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyLiveEvent } from "./live";
import { type NotificationItem, type NotificationPage, notificationKeys } from "./notifications";

const notification = (overrides: Partial<NotificationItem> = {}) =>
  ({
    id: "00000000-0000-4000-8000-000000000001",
    type: "like",
    message: "Tomas Berg liked your post",
    isRead: false,
    url: "/posts/1",
    createdAt: "2026-11-22T20:00:00.000Z",
    actor: null,
    ...overrides,
  }) as NotificationItem;

function seeded() {
  const client = new QueryClient();
  client.setQueryData<NotificationPage>(notificationKeys.recent(), {
    notifications: [],
    nextCursor: null,
    unreadCount: 0,
  });
  client.setQueryData(notificationKeys.unreadCount(), { count: 0 });
  return client;
}

const recent = (client: QueryClient) =>
  client.getQueryData<NotificationPage>(notificationKeys.recent())?.notifications ?? [];
const count = (client: QueryClient) =>
  client.getQueryData<{ count: number }>(notificationKeys.unreadCount())?.count;
const event = (kind: string, n: NotificationItem) => JSON.stringify({ kind, notification: n });

describe("live events in the notification cache", () => {
  it("puts a new notification on top with the count, and replaces a changed one in place", () => {
    const client = seeded();
    applyLiveEvent(client, "notification.created", event("notification.created", notification()), false);
    expect(recent(client).map((n) => n.message)).toEqual(["Tomas Berg liked your post"]);
    expect(count(client)).toBe(1);
    // The same event again (a replay after a reconnect) changes nothing.
    applyLiveEvent(client, "notification.created", event("notification.created", notification()), false);
    expect(recent(client)).toHaveLength(1);
    expect(count(client)).toBe(1);
    applyLiveEvent(
      client,
      "notification.updated",
      event("notification.updated", notification({ isRead: true })),
      false,
    );
    expect(recent(client)[0]?.isRead).toBe(true);
    expect(count(client)).toBe(0);
  });

  it("reads everything again on reset and on the first ready, not on a reconnection's", () => {
    const client = seeded();
    applyLiveEvent(client, "ready", "{}", false);
    expect(client.getQueryState(notificationKeys.unreadCount())?.isInvalidated).toBe(false);
    applyLiveEvent(client, "ready", "{}", true);
    expect(client.getQueryState(notificationKeys.unreadCount())?.isInvalidated).toBe(true);
    const other = seeded();
    applyLiveEvent(other, "reset", "{}", false);
    expect(other.getQueryState(notificationKeys.recent())?.isInvalidated).toBe(true);
  });
});

import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  type NotificationItem,
  type NotificationPage,
  notificationKeys,
  prependNotification,
  replaceNotification,
} from "./notifications";

let serial = 0;
function item(overrides: Partial<NotificationItem> = {}): NotificationItem {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    type: "like",
    message: `Notification ${serial}`,
    isRead: false,
    url: "/connections",
    createdAt: new Date(Date.now() - serial * 1000).toISOString(),
    actor: null,
    ...overrides,
  } as NotificationItem;
}

const page = (notifications: NotificationItem[], nextCursor: string | null = null): NotificationPage => ({
  notifications,
  nextCursor,
  unreadCount: notifications.filter((n) => !n.isRead).length,
});

/** A client holding the dropdown's list, two pages of /notifications and the count. */
function seeded(recent: NotificationItem[], pages: NotificationItem[][], count: number) {
  const client = new QueryClient();
  client.setQueryData(notificationKeys.recent(), page(recent));
  client.setQueryData<InfiniteData<NotificationPage, string | null>>(notificationKeys.pages(), {
    pages: pages.map((items, index) => page(items, index < pages.length - 1 ? `cursor-${index}` : null)),
    pageParams: pages.map((_, index) => (index === 0 ? null : `cursor-${index - 1}`)),
  });
  client.setQueryData(notificationKeys.unreadCount(), { count });
  return client;
}

const recentIds = (client: QueryClient) =>
  client.getQueryData<NotificationPage>(notificationKeys.recent())?.notifications.map((n) => n.id);
const pageIds = (client: QueryClient) =>
  client
    .getQueryData<InfiniteData<NotificationPage>>(notificationKeys.pages())
    ?.pages.map((p) => p.notifications.map((n) => n.id));
const count = (client: QueryClient) =>
  client.getQueryData<{ count: number }>(notificationKeys.unreadCount())?.count;

describe("prependNotification", () => {
  it("puts a new unread notification at the top of every list and counts it", () => {
    const [a, b, c] = [item(), item({ isRead: true }), item()];
    const client = seeded([a, b], [[a, b], [c]], 2);
    const fresh = item();
    prependNotification(client, fresh);
    expect(recentIds(client)).toEqual([fresh.id, a.id, b.id]);
    expect(pageIds(client)).toEqual([[fresh.id, a.id, b.id], [c.id]]);
    expect(count(client)).toBe(3);
  });

  it("does not count a read one", () => {
    const client = seeded([], [[]], 0);
    const read = item({ isRead: true });
    prependNotification(client, read);
    expect(recentIds(client)).toEqual([read.id]);
    expect(count(client)).toBe(0);
  });

  it("replaces one the cache already holds instead of showing it twice", () => {
    const a = item();
    const client = seeded([a], [[a]], 1);
    prependNotification(client, { ...a, message: "changed" });
    prependNotification(client, { ...a, message: "changed" });
    expect(recentIds(client)).toEqual([a.id]);
    expect(pageIds(client)).toEqual([[a.id]]);
    expect(count(client)).toBe(1);
    expect(client.getQueryData<NotificationPage>(notificationKeys.recent())?.notifications[0]?.message).toBe(
      "changed",
    );
  });

  it("leaves lists that were never loaded for the server to answer", () => {
    const client = new QueryClient();
    prependNotification(client, item());
    expect(client.getQueryData(notificationKeys.recent())).toBeUndefined();
    expect(client.getQueryData(notificationKeys.pages())).toBeUndefined();
    expect(client.getQueryData(notificationKeys.unreadCount())).toBeUndefined();
  });
});

describe("replaceNotification", () => {
  it("replaces it in place in every list, keeping the order", () => {
    const [a, b, c] = [item(), item(), item()];
    const client = seeded([a, b, c], [[a, b], [c]], 3);
    replaceNotification(client, { ...c, message: "updated" });
    expect(recentIds(client)).toEqual([a.id, b.id, c.id]);
    expect(pageIds(client)).toEqual([[a.id, b.id], [c.id]]);
    const pages = client.getQueryData<InfiniteData<NotificationPage>>(notificationKeys.pages());
    expect(pages?.pages[1]?.notifications[0]?.message).toBe("updated");
    expect(count(client)).toBe(3);
  });

  it("moves the count with the read flag, either way", () => {
    const a = item();
    const client = seeded([a], [[a]], 4);
    replaceNotification(client, { ...a, isRead: true });
    expect(count(client)).toBe(3);
    replaceNotification(client, { ...a, isRead: true });
    expect(count(client)).toBe(3);
    replaceNotification(client, { ...a, isRead: false });
    expect(count(client)).toBe(4);
  });

  it("reads the count again when the changed one is in no loaded list", () => {
    const a = item();
    const client = seeded([a], [[a]], 2);
    replaceNotification(client, item({ isRead: true }));
    expect(recentIds(client)).toEqual([a.id]);
    expect(client.getQueryState(notificationKeys.unreadCount())?.isInvalidated).toBe(true);
  });
});

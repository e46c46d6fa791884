import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, createPost, type MemberFixture } from "../../test/factories";
import { createNotification } from "../../test/notification-factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Presented {
  id: string;
  type: string;
  message: string;
  isRead: boolean;
  url: string | null;
  createdAt: string;
  actor: { userId: string; firstName: string; lastName: string; avatarUrl: string | null } | null;
}
interface Page {
  notifications: Presented[];
  nextCursor: string | null;
  unreadCount: number;
}

const member = (firstName: string, lastName = "Test") => createMember(t.deps.db, { firstName, lastName });
const list = async (who: MemberFixture, query = ""): Promise<Page> => {
  const response = await t.as(who).get(`/api/notifications${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};
const unread = async (who: MemberFixture): Promise<number> => {
  const response = await t.as(who).get("/api/notifications/unread-count");
  expect(response.status).toBe(200);
  return (await response.json()).count;
};
const markRead = (who: MemberFixture, id: string) =>
  t.as(who).request(`/api/notifications/${id}/read`, { method: "POST" });
const readAll = (who: MemberFixture) => t.as(who).request("/api/notifications/read-all", { method: "POST" });
const storedRow = async (id: string) =>
  (await t.deps.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe("notifications: members only", () => {
  it("answers a visitor with 401 on every route", async () => {
    const ana = await member("Ana");
    const id = await createNotification(t.deps.db, ana);
    const origin = { origin: t.deps.config.PUBLIC_URL };
    const answers = [
      await t.request("/api/notifications"),
      await t.request("/api/notifications?limit=5"),
      await t.request("/api/notifications/unread-count"),
      await t.request(`/api/notifications/${id}/read`, { method: "POST", headers: origin }),
      await t.request("/api/notifications/read-all", { method: "POST", headers: origin }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    const [first] = answers;
    expect(first && (await first.json()).error.message).toBe("User must be authenticated");
    expect((await storedRow(id))?.isRead).toBe(false);
  });
});

describe("GET /api/notifications", () => {
  it("lists the member's own notifications, newest first, each with its actor and link", async () => {
    const ana = await member("Ana", "Diaz");
    const ben = await member("Ben", "Okafor");
    const hour = 60 * 60 * 1000;
    const older = await createNotification(t.deps.db, ana, {
      type: "connection_request",
      message: "Ben Okafor wants to connect with you",
      actor: ben,
      createdAt: new Date(Date.now() - 2 * hour),
    });
    const newer = await createNotification(t.deps.db, ana, {
      type: "like",
      message: "Ben Okafor liked your post",
      url: "/posts/6f1c1a52-8a0e-4d43-9d56-2b7f4b5c9a10",
      actor: ben,
      isRead: true,
      createdAt: new Date(Date.now() - hour),
    });
    await createNotification(t.deps.db, ben, { message: "Not Ana's" });

    const page = await list(ana);
    expect(page.notifications.map((n) => n.id)).toEqual([newer, older]);
    expect(page.notifications[0]).toEqual({
      id: newer,
      type: "like",
      message: "Ben Okafor liked your post",
      isRead: true,
      url: "/posts/6f1c1a52-8a0e-4d43-9d56-2b7f4b5c9a10",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      actor: { userId: ben.id, firstName: "Ben", lastName: "Okafor", avatarUrl: null },
      ids: [newer],
      othersCount: 0,
      connectionRequestId: null,
    });
    expect(page.notifications[1]).toMatchObject({ isRead: false, url: "/connections" });
    expect(page.nextCursor).toBeNull();
    expect(page.unreadCount).toBe(1);
    // The actor is a summary: never their e-mail, nor anyone else's.
    expect(JSON.stringify(page)).not.toContain(ben.email);
    expect(JSON.stringify(page)).not.toContain(ana.email);
    expect((await list(ben)).notifications.map((n) => n.message)).toEqual(["Not Ana's"]);
  });

  it("shows no actor when there is none, and no link that leaves the site", async () => {
    const ana = await member("Ana");
    for (const url of [
      "https://elsewhere.example/x",
      "//elsewhere.example/x",
      "/\\elsewhere.example",
      null,
    ]) {
      await createNotification(t.deps.db, ana, { url, actor: null });
    }
    await createNotification(t.deps.db, ana, { url: "/connections" });
    const page = await list(ana);
    expect(page.notifications.map((n) => n.url).sort()).toEqual(["/connections", null, null, null, null]);
    expect(page.notifications.every((n) => n.actor === null)).toBe(true);
  });

  it("pages 50 at a time by cursor without repeating or skipping, ties on the time included", async () => {
    const ana = await member("Ana");
    const base = Date.now() - 24 * 60 * 60 * 1000;
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      // Groups of four share one instant: the id breaks the tie.
      ids.push(
        await createNotification(t.deps.db, ana, { createdAt: new Date(base + Math.floor(i / 4) * 1000) }),
      );
    }
    const first = await list(ana);
    expect(first.notifications).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    // Written after the first page was read: it belongs above it, not inside a later page.
    await createNotification(t.deps.db, ana, { message: "meanwhile" });
    const second = await list(ana, `?cursor=${first.nextCursor}`);
    expect(second.notifications).toHaveLength(50);
    const third = await list(ana, `?cursor=${second.nextCursor}`);
    expect(third.notifications).toHaveLength(20);
    expect(third.nextCursor).toBeNull();

    const seen = [...first.notifications, ...second.notifications, ...third.notifications].map((n) => n.id);
    expect(new Set(seen).size).toBe(120);
    expect(new Set(seen)).toEqual(new Set(ids));
    const times = [...first.notifications, ...second.notifications, ...third.notifications].map((n) =>
      Date.parse(n.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers the dropdown's first 5 with a cursor when there are more", async () => {
    const ana = await member("Ana");
    for (let i = 0; i < 6; i++) await createNotification(t.deps.db, ana);
    const five = await list(ana, "?limit=5");
    expect(five.notifications).toHaveLength(5);
    expect(five.nextCursor).toEqual(expect.any(String));
    expect(five.unreadCount).toBe(6);
    const rest = await list(ana, `?limit=5&cursor=${five.nextCursor}`);
    expect(rest.notifications).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();

    const exactlyFive = await member("Ben");
    for (let i = 0; i < 5; i++) await createNotification(t.deps.db, exactlyFive);
    expect((await list(exactlyFive, "?limit=5")).nextCursor).toBeNull();
  });

  it("refuses a limit outside 1 to 50 and a cursor that is not ours", async () => {
    const ana = await member("Ana");
    for (const query of ["?limit=0", "?limit=51", "?limit=abc", "?limit=2.5", "?cursor=forged"]) {
      const response = await t.as(ana).get(`/api/notifications${query}`);
      expect(response.status, query).toBe(422);
    }
    expect((await list(ana, "?limit=50")).notifications).toEqual([]);
  });
});

describe("GET /api/notifications/unread-count", () => {
  it("counts the member's own unread notifications only", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    expect(await unread(ana)).toBe(0);
    for (let i = 0; i < 3; i++) await createNotification(t.deps.db, ana);
    await createNotification(t.deps.db, ana, { isRead: true });
    await createNotification(t.deps.db, ben);
    expect(await unread(ana)).toBe(3);
    expect(await unread(ben)).toBe(1);
  });

  it("counts past 99: the cap is the badge's", async () => {
    const ana = await member("Ana");
    await t.deps.db.insert(notifications).values(
      Array.from({ length: 120 }, () => ({
        userId: ana.id,
        type: "like",
        message: "Someone liked your post",
      })),
    );
    expect(await unread(ana)).toBe(120);
  });
});

describe("POST /api/notifications/:id/read", () => {
  it("marks one of the member's own read and answers it", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben", "Okafor");
    const id = await createNotification(t.deps.db, ana, {
      actor: ben,
      message: "Ben Okafor liked your post",
    });
    const other = await createNotification(t.deps.db, ana);
    const response = await markRead(ana, id);
    expect(response.status).toBe(200);
    expect((await response.json()).notification).toMatchObject({
      id,
      isRead: true,
      message: "Ben Okafor liked your post",
      actor: { userId: ben.id },
    });
    expect((await storedRow(id))?.isRead).toBe(true);
    expect((await storedRow(other))?.isRead).toBe(false);
    expect(await unread(ana)).toBe(1);
    // Opening it again changes nothing and is no error.
    expect((await markRead(ana, id)).status).toBe(200);
  });

  it("answers another member's notification with 404, as one that does not exist, and leaves it", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const bens = await createNotification(t.deps.db, ben);
    const theirs = await markRead(ana, bens);
    const nobody = await markRead(ana, crypto.randomUUID());
    expect([theirs.status, nobody.status]).toEqual([404, 404]);
    expect(await theirs.json()).toMatchObject({ error: { message: "This notification does not exist." } });
    expect((await nobody.json()).error.message).toBe("This notification does not exist.");
    expect((await storedRow(bens))?.isRead).toBe(false);
    expect((await markRead(ana, "42")).status).toBe(422);
  });
});

describe("POST /api/notifications/read-all", () => {
  it("marks all of the member's own read, answers how many, and leaves others' alone", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    for (let i = 0; i < 4; i++) await createNotification(t.deps.db, ana);
    await createNotification(t.deps.db, ana, { isRead: true });
    const bens = await createNotification(t.deps.db, ben);
    const response = await readAll(ana);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updated: 4 });
    expect(await unread(ana)).toBe(0);
    expect((await list(ana)).notifications.every((n) => n.isRead)).toBe(true);
    expect((await storedRow(bens))?.isRead).toBe(false);
    expect(await (await readAll(ana)).json()).toEqual({ updated: 0 });
  });
});

describe("a like, end to end", () => {
  it("reaches the post's author as an unread notification that opens the post", async () => {
    const ana = await member("Ana", "Diaz");
    const ben = await member("Ben", "Okafor");
    const post = await createPost(t.deps.db, ana, {
      content: "Two spots left on the early sort shift this Saturday",
    });
    expect((await t.as(ben).request(`/api/posts/${post.id}/like`, { method: "PUT" })).status).toBe(200);
    const worker = createBackgroundWorker({
      config: t.deps.config,
      database: t.deps.database,
      logger: t.deps.logger,
      transport: null,
    });
    await worker.runDue();
    await worker.runDue();

    expect(await unread(ana)).toBe(1);
    const [notification] = (await list(ana, "?limit=5")).notifications;
    expect(notification).toMatchObject({
      type: "like",
      message: 'Ben Okafor liked your post "Two spots left on the early sort shift…"',
      isRead: false,
      url: `/posts/${post.id}`,
      actor: { userId: ben.id, firstName: "Ben", lastName: "Okafor" },
    });
    expect((await markRead(ana, notification?.id ?? "")).status).toBe(200);
    expect(await unread(ana)).toBe(0);
    expect(await unread(ben)).toBe(0);
  });
});

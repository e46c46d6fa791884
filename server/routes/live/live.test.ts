import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, createPost } from "../../test/factories";
import { twoServerProcesses } from "../../test/server-process";
import { readEvents, type SseEvent } from "../../test/sse";

const notify = (db: DatabaseHandle["db"], userId: string, message: string) =>
  db.insert(notifications).values({ userId, type: "like", message }).returning();

const payload = (event: SseEvent) =>
  JSON.parse(event.data) as {
    kind: string;
    notification: { id: string; message: string; isRead: boolean } | null;
  };

describe("the live channel on one server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("opens with the member's position, then carries each change as it commits", async () => {
    const { db } = t.deps;
    const member = await createMember(db);
    const stranger = await createMember(db);
    const response = await t.as(member).request("/api/live");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const stream = readEvents(response);
    const ready = await stream.next();
    expect(ready.event).toBe("ready");

    await notify(db, stranger.id, "Not for this member");
    const [row] = await notify(db, member.id, "Ana Diaz liked your post");
    const created = await stream.next();
    expect(created.event).toBe("notification.created");
    expect(payload(created).notification).toMatchObject({
      id: row?.id,
      message: "Ana Diaz liked your post",
      isRead: false,
    });
    expect(BigInt(created.id ?? "0")).toBeGreaterThan(BigInt(ready.id ?? "0"));

    await db
      .update(notifications)
      .set({ isRead: true })
      .where(eq(notifications.id, row?.id ?? ""));
    const updated = await stream.next();
    expect(updated.event).toBe("notification.updated");
    expect(payload(updated).notification).toMatchObject({ id: row?.id, isRead: true });
    await stream.close();
  });

  it("sends a browser that reconnects what it missed, in order, once", async () => {
    const { db } = t.deps;
    const member = await createMember(db);
    const first = readEvents(await t.as(member).request("/api/live"));
    await first.next();
    await notify(db, member.id, "one");
    const seen = await first.next();
    await first.close();
    for (const message of ["two", "three", "four"]) await notify(db, member.id, message);

    const again = readEvents(
      await t.as(member).request("/api/live", { headers: { "last-event-id": seen.id ?? "" } }),
    );
    const messages: string[] = [];
    for (let i = 0; i < 3; i++) {
      const event = await again.next();
      if (event.event === "ready") {
        i--;
        continue;
      }
      messages.push(payload(event).notification?.message ?? "");
    }
    expect(messages).toEqual(["two", "three", "four"]);
    await expect(again.next(300)).rejects.toThrow("no event in time");
    await again.close();
  });

  it("is for signed-in members only", async () => {
    expect((await t.request("/api/live")).status).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the live channel across two server processes", () => {
  const servers = twoServerProcesses("live-test-secret-live-test-secret-42");

  it("carries a change made through one server to a browser on the other, and what a cut-off browser missed", async () => {
    const [one, two] = await servers.start();
    const { db } = servers.database;
    const author = await createMember(db);
    const liker = await createMember(db, { firstName: "Lina" });
    const authorCookie = await servers.cookieFor(author.id);
    const likerCookie = await servers.cookieFor(liker.id);
    const post = await createPost(db, author);

    const onTwo = readEvents(await fetch(`${two.url}/api/live`, { headers: { cookie: authorCookie } }));
    expect((await onTwo.next()).event).toBe("ready");
    // The like goes to the first server; its worker writes the notification.
    const liked = await fetch(`${one.url}/api/posts/${post.id}/like`, {
      method: "PUT",
      headers: { cookie: likerCookie, "content-type": "application/json", origin: "http://localhost:3000" },
      body: "{}",
    });
    expect(liked.status).toBe(200);
    const heard = await onTwo.next(15_000);
    expect(heard.event).toBe("notification.created");
    expect(payload(heard).notification?.message).toMatch(/liked your post/);
    await onTwo.close();

    for (const message of ["missed one", "missed two", "missed three"]) await notify(db, author.id, message);
    const onOne = readEvents(
      await fetch(`${one.url}/api/live`, {
        headers: { cookie: authorCookie, "last-event-id": heard.id ?? "" },
      }),
    );
    const messages: string[] = [];
    while (messages.length < 3) {
      const event = await onOne.next(10_000);
      if (event.event !== "ready") messages.push(payload(event).notification?.message ?? "");
    }
    expect(messages).toEqual(["missed one", "missed two", "missed three"]);
    await expect(onOne.next(500)).rejects.toThrow("no event in time");
    await onOne.close();
  }, 60_000);
});

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createConnection } from "../../test/connection-factories";
import { addMember, createGroup, createMember, createPost, type MemberFixture } from "../../test/factories";
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
  createdAt: string;
  actor: { userId: string } | null;
  ids: string[];
  othersCount: number;
  connectionRequestId: string | null;
}

const member = (firstName: string, lastName = "Silva") => createMember(t.deps.db, { firstName, lastName });
const list = async (who: MemberFixture, query = ""): Promise<Presented[]> => {
  const response = await t.as(who).get(`/api/notifications${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).notifications;
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const POST_TEXT = "Two spots left on the early sort shift this Saturday, bring gloves";

describe("GET /api/notifications: which post", () => {
  it("names a like's, a comment's and a mention's post by the start of its text, cut at a word", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben", "Okafor");
    const post = await createPost(t.deps.db, ana, { content: POST_TEXT });
    await createNotification(t.deps.db, ana, { type: "like", actor: ben, post, createdAt: minutesAgo(3) });
    await createNotification(t.deps.db, ana, { type: "comment", actor: ben, post, createdAt: minutesAgo(2) });
    await createNotification(t.deps.db, ana, { type: "mention", actor: ben, post, createdAt: minutesAgo(1) });
    expect((await list(ana)).map((one) => one.message)).toEqual([
      'Ben Okafor mentioned you in a post "Two spots left on the early sort shift…"',
      'Ben Okafor commented on your post "Two spots left on the early sort shift…"',
      'Ben Okafor liked your post "Two spots left on the early sort shift…"',
    ]);
  });

  it("names a mention's post on a profile, but not a community's post the member may not read", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben", "Okafor");
    const onProfile = await createPost(t.deps.db, ben, { content: POST_TEXT });
    const closed = await createGroup(t.deps.db, { name: "Closed circle", visibility: "private" });
    await addMember(t.deps.db, closed, ben);
    const inClosed = await createPost(t.deps.db, ben, {
      content: "Board minutes: the budget",
      target: closed,
    });
    await createNotification(t.deps.db, ana, {
      type: "mention",
      actor: ben,
      post: onProfile,
      createdAt: minutesAgo(2),
    });
    await createNotification(t.deps.db, ana, {
      type: "mention",
      actor: ben,
      post: inClosed,
      message: "Ben Okafor mentioned you in a post",
      createdAt: minutesAgo(1),
    });
    const messages = (await list(ana)).map((one) => one.message);
    expect(messages[1]).toBe('Ben Okafor mentioned you in a post "Two spots left on the early sort shift…"');
    expect(messages[0]).toBe("Ben Okafor mentioned you in a post");
    expect(JSON.stringify(await list(ana))).not.toContain("Board minutes");
  });

  it('says "your photo" for a post of media alone and "your post" for one that is gone', async () => {
    const ana = await member("Ana");
    const ben = await member("Ben", "Okafor");
    const photo = await createPost(t.deps.db, ana, {
      content: "",
      media: [{ id: crypto.randomUUID(), objectKey: "a/photo.jpg", contentType: "image/jpeg" }],
    });
    await createNotification(t.deps.db, ana, {
      type: "like",
      actor: ben,
      post: photo,
      createdAt: minutesAgo(2),
    });
    await createNotification(t.deps.db, ana, {
      type: "like",
      message: "Ben Okafor liked your post",
      actor: ben,
      post: null,
      createdAt: minutesAgo(1),
    });
    expect((await list(ana)).map((one) => one.message)).toEqual([
      "Ben Okafor liked your post",
      "Ben Okafor liked your photo",
    ]);
  });
});

describe("GET /api/notifications: repeats gathered", () => {
  it("gives three likes on one post from three members as one row: the newest actor and 2 others", async () => {
    const ana = await member("Ana");
    const [ben, cleo, dev] = [await member("Ben"), await member("Cleo"), await member("Dev", "Rao")];
    const post = await createPost(t.deps.db, ana, { content: "Two spots left" });
    const other = await createPost(t.deps.db, ana, { content: "Bake sale" });
    const ids = [
      await createNotification(t.deps.db, ana, { type: "like", actor: ben, post, createdAt: minutesAgo(5) }),
      await createNotification(t.deps.db, ana, { type: "like", actor: cleo, post, createdAt: minutesAgo(4) }),
      await createNotification(t.deps.db, ana, {
        type: "like",
        actor: ben,
        post: other,
        createdAt: minutesAgo(3),
      }),
      await createNotification(t.deps.db, ana, { type: "like", actor: dev, post, createdAt: minutesAgo(2) }),
    ];
    const rows = await list(ana);
    expect(rows.map((row) => row.message)).toEqual([
      'Dev Rao and 2 others liked your post "Two spots left"',
      'Ben Silva liked your post "Bake sale"',
    ]);
    const [group] = rows;
    expect(group?.actor?.userId).toBe(dev.id);
    expect(group?.othersCount).toBe(2);
    expect(group?.id).toBe(ids[3]);
    expect(new Set(group?.ids)).toEqual(new Set([ids[0], ids[1], ids[3]]));
    expect(group?.isRead).toBe(false);
  });

  it('says "and 1 other" for two members, and counts a member once', async () => {
    const ana = await member("Ana");
    const [ben, cleo] = [await member("Ben"), await member("Cleo")];
    const post = await createPost(t.deps.db, ana, { content: "Soup night" });
    await createNotification(t.deps.db, ana, { type: "comment", actor: ben, post, createdAt: minutesAgo(3) });
    await createNotification(t.deps.db, ana, {
      type: "comment",
      actor: cleo,
      post,
      createdAt: minutesAgo(2),
    });
    await createNotification(t.deps.db, ana, { type: "comment", actor: ben, post, createdAt: minutesAgo(1) });
    expect((await list(ana)).map((row) => row.message)).toEqual([
      'Ben Silva and 1 other commented on your post "Soup night"',
    ]);
  });

  it("marks every notification of a row read when its first is marked read", async () => {
    const ana = await member("Ana");
    const [ben, cleo, dev] = [await member("Ben"), await member("Cleo"), await member("Dev")];
    const post = await createPost(t.deps.db, ana, { content: "Two spots left" });
    const other = await createPost(t.deps.db, ana, { content: "Bake sale" });
    for (const [index, actor] of [ben, cleo, dev].entries()) {
      await createNotification(t.deps.db, ana, {
        type: "like",
        actor,
        post,
        createdAt: minutesAgo(9 - index),
      });
    }
    const elsewhere = await createNotification(t.deps.db, ana, { type: "like", actor: ben, post: other });
    const [, group] = await list(ana);
    expect(group?.ids).toHaveLength(3);
    const response = await t.as(ana).request(`/api/notifications/${group?.id}/read`, { method: "POST" });
    expect(response.status).toBe(200);
    const stored = await t.deps.db
      .select({ id: notifications.id, isRead: notifications.isRead })
      .from(notifications)
      .where(inArray(notifications.id, [...(group?.ids ?? []), elsewhere]));
    expect(
      stored
        .filter((row) => row.isRead)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...(group?.ids ?? [])].sort());
    const [[first, second], count] = [
      await list(ana),
      (await (await t.as(ana).get("/api/notifications/unread-count")).json()).count,
    ];
    expect([first?.isRead, second?.isRead, count]).toEqual([false, true, 1]);
  });

  it("reads the list in the same number of queries however many notifications and posts it holds", async () => {
    const queriesFor = async (size: number) => {
      const ana = await member("Ana");
      for (let index = 0; index < size; index += 1) {
        const actor = await member(`Liker${index}`);
        const post = await createPost(t.deps.db, ana);
        await createNotification(t.deps.db, ana, { type: "like", actor, post });
        await createNotification(t.deps.db, ana, { type: "connection_request", actor });
        await createConnection(t.deps.db, actor, ana);
      }
      const select = vi.spyOn(t.deps.db, "select");
      const execute = vi.spyOn(t.deps.db, "execute");
      await list(ana);
      const count = select.mock.calls.length + execute.mock.calls.length;
      select.mockRestore();
      execute.mockRestore();
      return count;
    };
    const one = await queriesFor(1);
    expect(one).toBeGreaterThan(0);
    expect(await queriesFor(8)).toBe(one);
  });
});

describe("GET /api/notifications: connection requests", () => {
  it("carries a pending request's id, and none once it is answered", async () => {
    const ana = await member("Ana");
    const [ben, cleo] = [await member("Ben"), await member("Cleo")];
    const pending = await createConnection(t.deps.db, ben, ana);
    await createConnection(t.deps.db, cleo, ana, "accepted");
    await createNotification(t.deps.db, ana, {
      type: "connection_request",
      actor: ben,
      createdAt: minutesAgo(2),
    });
    await createNotification(t.deps.db, ana, {
      type: "connection_request",
      actor: cleo,
      createdAt: minutesAgo(1),
    });
    const rows = await list(ana);
    expect(rows.map((row) => [row.actor?.userId, row.connectionRequestId])).toEqual([
      [cleo.id, null],
      [ben.id, pending],
    ]);
    const accepted = await t.as(ana).request(`/api/connections/${pending}/accept`, { method: "POST" });
    expect(accepted.status).toBe(200);
    expect((await list(ana)).map((row) => row.connectionRequestId)).toEqual([null, null]);
    expect(
      (await t.deps.db.select().from(notifications).where(eq(notifications.userId, ana.id))).length,
    ).toBeGreaterThanOrEqual(2);
  });
});

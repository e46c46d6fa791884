import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageQuerySchema } from "../../shared/schemas/posts";
import { connections, posts } from "../db/schema";
import { loadEntityAccessMany } from "../loaders/entity-access";
import { createTestApp, type TestApp } from "../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  createPost,
} from "../test/factories";
import { memberActor } from "../test/policy-table";
import { loadFeedPage } from "./feeds";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function connect(a: { id: string }, b: { id: string }, status = "accepted") {
  await t.deps.db.insert(connections).values({ requesterId: a.id, addresseeId: b.id, status });
}

/** Every page of a feed through the route, following nextCursor. */
async function readAll(member: { id: string }, path: string, between?: () => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const response = await t.as(member).get(cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { posts: { id: string }[]; nextCursor: string | null };
    ids.push(...page.posts.map((post) => post.id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
    await between?.();
  }
  throw new Error("the feed never ended");
}

describe("the home feed", () => {
  it("shows one's own, one's connections' and one's communities' posts, and nobody else's", async () => {
    const { db } = t.deps;
    const ana = await createMember(db, { firstName: "Ana", lastName: "Diaz" });
    const ben = await createMember(db, { firstName: "Ben" });
    const carl = await createMember(db, { firstName: "Carl" });
    const pending = await createMember(db, { firstName: "Pat" });
    const stranger = await createMember(db, { firstName: "Sam" });
    await connect(ben, ana);
    await connect(ana, pending, "pending");
    const anasGroup = await createGroup(db, { visibility: "private", owner: carl });
    await addMember(db, anasGroup, ana);
    const bensSecret = await createGroup(db, { visibility: "private", owner: ben });
    const publicGroup = await createGroup(db, { visibility: "public", owner: ben });
    const partnership = await createPartnership(db, { visibility: "private", owner: carl });
    await addMember(db, partnership, ana);
    const event = await createEvent(db, { visibility: "private" });
    await addMember(db, event, ana, "member", "pending");

    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const own = await createPost(db, ana, { createdAt: at(1) });
    const ownInGroup = await createPost(db, ana, { target: anasGroup, createdAt: at(2) });
    const bens = await createPost(db, ben, { createdAt: at(3) });
    const bensPublic = await createPost(db, ben, { target: publicGroup, createdAt: at(4) });
    await createPost(db, ben, { target: bensSecret, createdAt: at(5) });
    const carlsInGroup = await createPost(db, carl, { target: anasGroup, createdAt: at(6) });
    const inPartnership = await createPost(db, carl, { target: partnership, createdAt: at(7) });
    await createPost(db, carl, { createdAt: at(8) });
    await createPost(db, pending, { createdAt: at(9) });
    await createPost(db, stranger, { createdAt: at(10) });
    await createPost(db, carl, { target: event, createdAt: at(11) });

    expect(await readAll(ana, "/api/feeds/home")).toEqual(
      [inPartnership, carlsInGroup, bensPublic, bens, ownInGroup, own].map((post) => post.id),
    );
    // Ben sees his own, and Ana's on her profile, but not her private group's post.
    const bensFeed = await readAll(ben, "/api/feeds/home");
    expect(bensFeed).toContain(own.id);
    expect(bensFeed).not.toContain(ownInGroup.id);
  });

  it("pages newest first without repeating or skipping a post while new ones arrive", async () => {
    const { db } = t.deps;
    const writer = await createMember(db);
    const reader = await createMember(db);
    await connect(reader, writer);
    const group = await createGroup(db, { owner: writer });
    await addMember(db, group, reader);
    const base = Date.UTC(2026, 1, 1);
    const older: string[] = [];
    for (let i = 0; i < 45; i++) {
      // Every third post in the group: it comes from two sources (author and group) at once.
      const post = await createPost(db, writer, {
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
        target: i % 3 === 0 ? group : undefined,
      });
      older.push(post.id);
    }
    const expected = (
      await db
        .select({ id: posts.id })
        .from(posts)
        .where(eq(posts.authorId, writer.id))
        .orderBy(sql`created_at desc, id desc`)
    ).map((row) => row.id);
    const seen = await readAll(reader, "/api/feeds/home", async () => {
      await createPost(db, writer, { content: "Arrived while reading" });
    });
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(45);
  });

  it("keeps posts apart that are a microsecond apart", async () => {
    const { db } = t.deps;
    const writer = await createMember(db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const post = await createPost(db, writer);
      await db.execute(
        sql`update posts set created_at = ${`2026-03-01T00:00:00.00000${i}Z`}::timestamptz where id = ${post.id}`,
      );
      ids.unshift(post.id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await loadFeedPage(
        t.deps.database,
        { kind: "visitor" },
        { kind: "profile", userId: writer.id },
        cursor === undefined ? undefined : pageQuerySchema.parse({ cursor }).cursor,
        2,
      );
      seen.push(...page.views.map((view) => view.row.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(ids);
  });

  it("refuses a cursor that names no position", async () => {
    const member = await createMember(t.deps.db);
    for (const cursor of ["nope", Buffer.from("2026-02-31T00:00:00.000000Z|x").toString("base64url")]) {
      expect((await t.as(member).get(`/api/feeds/home?cursor=${cursor}`)).status).toBe(422);
    }
  });
});

describe("the connections source (connection_posts, kept by triggers)", () => {
  it("follows connections as they start and end, and entities as they turn private", async () => {
    const { db } = t.deps;
    const reader = await createMember(db);
    const writer = await createMember(db);
    const club = await createGroup(db, { visibility: "public", owner: writer });
    const before = await createPost(db, writer, { createdAt: new Date(Date.UTC(2026, 5, 1)) });
    const inClub = await createPost(db, writer, { target: club, createdAt: new Date(Date.UTC(2026, 5, 2)) });
    // A request shares nothing; its acceptance brings the posts written before it.
    await connect(reader, writer, "pending");
    expect(await readAll(reader, "/api/feeds/home")).toEqual([]);
    await db.update(connections).set({ status: "accepted" }).where(eq(connections.requesterId, reader.id));
    expect(await readAll(reader, "/api/feeds/home")).toEqual([inClub.id, before.id]);
    // A post written now reaches the reader at once, and a time rewritten by a seed moves it.
    const after = await createPost(db, writer);
    expect(await readAll(reader, "/api/feeds/home")).toEqual([after.id, inClub.id, before.id]);
    await db.execute(sql`update posts set created_at = '2026-01-01T00:00:00Z' where id = ${after.id}`);
    expect(await readAll(reader, "/api/feeds/home")).toEqual([inClub.id, before.id, after.id]);
    // The club turning private hides its post from a reader who is not in it.
    await db.execute(sql`update groups set visibility = 'private' where group_id = ${club.id}`);
    expect(await readAll(reader, "/api/feeds/home")).toEqual([before.id, after.id]);
    // The writer's own feed is untouched; a removed connection takes the posts away.
    await db.delete(connections).where(eq(connections.requesterId, reader.id));
    expect(await readAll(reader, "/api/feeds/home")).toEqual([]);
    expect(await readAll(writer, "/api/feeds/home")).toEqual([inClub.id, before.id, after.id]);
  });

  it("gives an owner of a parent group the moderator's rights on its subgroup's posts", async () => {
    const { db } = t.deps;
    const owner = await createMember(db);
    const author = await createMember(db);
    const parent = await createGroup(db, { owner });
    const sub = await createGroup(db, { parent, visibility: "private" });
    await addMember(db, sub, author);
    const post = await createPost(db, author, { target: sub });
    const page = await (await t.as(owner).get(`/api/feeds/group/${sub.id}`)).json();
    expect(page.posts.map((item: { id: string }) => item.id)).toEqual([post.id]);
    expect(page.posts[0].can).toMatchObject({ view: true, comment: true, remove: true, delete: false });
    const authorsView = await (await t.as(author).get(`/api/feeds/group/${sub.id}`)).json();
    expect(authorsView.posts[0].can).toMatchObject({ view: true, remove: false, delete: true });
  });
});

describe("the viewer's rights on each post", () => {
  it("are what the entity rules give: an inherited owner's over an admin's, an organiser's on its events", async () => {
    const { db } = t.deps;
    const viewer = await createMember(db);
    const author = await createMember(db);
    const top = await createGroup(db, { owner: viewer });
    const middle = await createGroup(db, { parent: top });
    await addMember(db, middle, viewer, "admin");
    const targets = [
      await createGroup(db, { parent: middle }),
      await createGroup(db, { parent: await createGroup(db, { owner: viewer }) }),
      await createGroup(db, { parent: middle, owner: viewer }),
      await createPartnership(db, {
        parent: await createPartnership(db).then(async (parent) => {
          await addMember(db, parent, viewer, "admin");
          return parent;
        }),
      }),
      await createEvent(db, { organiser: middle }),
      await createEvent(db, { organiser: await createPartnership(db, { owner: viewer }) }),
      await createEvent(db, { host: viewer }),
      await createGroup(db, {
        parent: await createGroup(db).then(async (plain) => {
          await addMember(db, plain, viewer);
          return plain;
        }),
      }),
    ];
    for (const target of targets) await createPost(db, author, { target });
    await createPost(db, author);
    const actor = memberActor(viewer.id);
    const page = await loadFeedPage(
      t.deps.database,
      actor,
      { kind: "profile", userId: author.id },
      undefined,
    );
    expect(page.views).toHaveLength(targets.length + 1);
    for (const view of page.views) {
      const target = view.access.target;
      if (!target) continue;
      const expected = (await loadEntityAccessMany(db, actor, target.type, [target.id])).get(target.id);
      expect({ type: target.type, id: target.id, access: target }).toEqual({
        type: target.type,
        id: target.id,
        access: expected,
      });
    }
    const inherited = page.views.map((view) => view.access.target?.inheritedRole ?? null);
    expect(inherited.filter((role) => role === "owner")).toHaveLength(5);
    expect(inherited.filter((role) => role === "admin")).toHaveLength(1);
  });
});

describe("the viewer's rights on each post, for a member who manages nothing", () => {
  it("are the same whether the feed looks up inherited rights or, as the session allows, skips it", async () => {
    const { db } = t.deps;
    const viewer = await createMember(db);
    const author = await createMember(db);
    const group = await createGroup(db, { parent: await createGroup(db) });
    await addMember(db, group, viewer);
    const event = await createEvent(db, { organiser: group, host: viewer });
    await createPost(db, author, { target: group });
    await createPost(db, author, { target: event });
    await createPost(db, author);
    const read = (managesCommunities?: boolean) =>
      loadFeedPage(
        t.deps.database,
        { ...memberActor(viewer.id), ...(managesCommunities === undefined ? {} : { managesCommunities }) },
        { kind: "profile", userId: author.id },
        undefined,
      );
    const lean = await read(false);
    expect(lean.views).toHaveLength(3);
    expect(lean).toEqual(await read());
    const readSession = async () =>
      (await t.deps.readSession({ cookie: await t.as(viewer).cookie(), headers: () => new Headers() }))
        ?.member;
    expect((await readSession())?.managesCommunities).toBe(false);
    await addMember(db, await createPartnership(db), viewer, "admin");
    expect((await readSession())?.managesCommunities).toBe(true);
  });
});

describe("profile and entity feeds", () => {
  it("show a member's posts to strangers without their private communities' posts", async () => {
    const { db } = t.deps;
    const author = await createMember(db);
    const stranger = await createMember(db);
    const insider = await createMember(db);
    const secret = await createGroup(db, { visibility: "private", owner: author });
    await addMember(db, secret, insider);
    const onProfile = await createPost(db, author, { createdAt: new Date(Date.UTC(2026, 4, 1)) });
    const inSecret = await createPost(db, author, {
      target: secret,
      createdAt: new Date(Date.UTC(2026, 4, 2)),
    });
    expect(await readAll(stranger, `/api/feeds/profile/${author.id}`)).toEqual([onProfile.id]);
    expect(await readAll(insider, `/api/feeds/profile/${author.id}`)).toEqual([inSecret.id, onProfile.id]);
    expect(await readAll(author, `/api/feeds/profile/${author.id}`)).toEqual([inSecret.id, onProfile.id]);
    expect(await readAll(insider, `/api/feeds/group/${secret.id}`)).toEqual([inSecret.id]);
    expect((await t.as(stranger).get(`/api/feeds/group/${secret.id}`)).status).toBe(403);
    expect((await t.request(`/api/feeds/group/${secret.id}`)).status).toBe(401);
  });

  it("presents each post with its author, target, counts and the viewer's like", async () => {
    const { db } = t.deps;
    const author = await createMember(db, { firstName: "Ana", lastName: "Diaz" });
    const reader = await createMember(db);
    const group = await createGroup(db, { name: "Food Bank", owner: author });
    await addMember(db, group, reader);
    for (let i = 0; i < 3; i++) await createPost(db, author, { target: group });
    const [first] = await db.select().from(posts).where(eq(posts.groupId, group.id)).limit(1);
    await t.as(reader).send(`/api/posts/${first?.id}/like`, {}, "PUT");
    await t.as(reader).send(`/api/posts/${first?.id}/comments`, { content: "Count me in" });
    const page = await (await t.as(reader).get(`/api/feeds/group/${group.id}`)).json();
    expect(page.posts).toHaveLength(3);
    const liked = page.posts.find((post: { id: string }) => post.id === first?.id);
    expect(liked).toMatchObject({
      author: { userId: author.id, firstName: "Ana", lastName: "Diaz", avatarUrl: null },
      target: { type: "group", id: group.id, name: "Food Bank" },
      likeCount: 1,
      commentCount: 1,
      likedByMe: true,
      edited: false,
      can: { view: true, like: true, comment: true, update: false, delete: false },
    });
    expect(JSON.stringify(page)).not.toContain(author.email);
  });

  it("keeps the counts as likes and comments come and go", async () => {
    const { db } = t.deps;
    const author = await createMember(db);
    const readers = [await createMember(db), await createMember(db)];
    const post = await createPost(db, author);
    const counts = async () => {
      const page = await (await t.as(author).get(`/api/feeds/profile/${author.id}`)).json();
      const { likeCount, commentCount } = page.posts[0];
      return { likeCount, commentCount };
    };
    for (const reader of readers) {
      expect((await t.as(reader).send(`/api/posts/${post.id}/like`, {}, "PUT")).status).toBe(200);
      await t.as(reader).send(`/api/posts/${post.id}/like`, {}, "PUT");
      await t.as(reader).send(`/api/posts/${post.id}/comments`, { content: "Count me in" });
    }
    expect(await counts()).toEqual({ likeCount: 2, commentCount: 2 });
    const comments = await (await t.as(author).get(`/api/posts/${post.id}/comments`)).json();
    const first = comments.comments[0];
    expect(
      (await t.as(readers[0] as { id: string }).send(`/api/comments/${first.id}`, undefined, "DELETE"))
        .status,
    ).toBe(200);
    const unliked = await t
      .as(readers[1] as { id: string })
      .send(`/api/posts/${post.id}/like`, undefined, "DELETE");
    expect(await unliked.json()).toEqual({ likeCount: 1, likedByMe: false });
    expect(await counts()).toEqual({ likeCount: 1, commentCount: 1 });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  createComment,
  createFile,
  createGroup,
  createMember,
  createPost,
  type MemberFixture,
} from "../../test/factories";

let t: TestApp;
let ana: MemberFixture;
let ben: MemberFixture;
let stranger: MemberFixture;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
  ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "Okafor" });
  stranger = await createMember(t.deps.db, { firstName: "Sam", lastName: "Stranger" });
});
afterAll(async () => {
  await t?.close();
});

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe("writing a post", () => {
  it("needs a member, and text that is not blank nor over 5,000 characters", async () => {
    expect((await t.request("/api/posts", { method: "POST", body: "{}" })).status).toBe(401);
    expect((await t.as(ana).send("/api/posts", { content: " \n " })).status).toBe(422);
    expect((await t.as(ana).send("/api/posts", { content: "x".repeat(5001) })).status).toBe(422);
    expect((await t.as(ana).send("/api/posts", { content: "x".repeat(5000) })).status).toBe(201);
  });

  it("goes to a private group only for its members", async () => {
    const group = await createGroup(t.deps.db, { visibility: "private", owner: ana });
    const body = { content: "Meeting at six", target: { type: "group", id: group.id } };
    expect((await t.as(stranger).send("/api/posts", body)).status).toBe(403);
    const created = await json(await t.as(ana).send("/api/posts", body));
    expect(created.status).toBe(201);
    expect(created.body.post).toMatchObject({
      content: "Meeting at six",
      author: { userId: ana.id, firstName: "Ana", lastName: "Diaz" },
      target: { type: "group", id: group.id, name: group.name },
      likeCount: 0,
      commentCount: 0,
      likedByMe: false,
      edited: false,
      linkPreview: null,
      can: { view: true, update: true, delete: true, share: false },
    });
    expect((await t.as(stranger).get(`/api/posts/${created.body.post.id}`)).status).toBe(403);
    expect((await t.request(`/api/posts/${created.body.post.id}/share`)).status).toBe(404);
  });

  it("records mentions of members only, presented with their current names", async () => {
    const nobody = crypto.randomUUID();
    const created = await json(
      await t.as(ana).send("/api/posts", { content: `Hi @[Benny](${ben.id}) and @[Ghost](${nobody})` }),
    );
    expect(created.body.post.mentions).toEqual([{ userId: ben.id, name: "Ben Okafor" }]);
  });

  it("attaches the author's own post-media files, once", async () => {
    const picture = await createFile(t.deps.db, ana, { width: 1200, height: 800 });
    const video = await createFile(t.deps.db, ana, { contentType: "video/mp4", width: null, height: null });
    const created = await json(
      await t.as(ana).send("/api/posts", {
        content: "Our day",
        mediaFileIds: [picture.id, video.id],
        mediaAlt: ["  Ten volunteers planting trees by the river ", ""],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.post.media).toEqual([
      {
        url: `/api/files/post-media/${picture.objectKey}`,
        contentType: "image/webp",
        width: 1200,
        height: 800,
        alt: "Ten volunteers planting trees by the river",
      },
      {
        url: `/api/files/post-media/${video.objectKey}`,
        contentType: "video/mp4",
        width: null,
        height: null,
        alt: "",
      },
    ]);
    // Already on a post, someone else's, or in another bucket: refused.
    const bens = await createFile(t.deps.db, ben);
    const avatar = await createFile(t.deps.db, ana, { bucket: "avatars" });
    for (const id of [picture.id, bens.id, avatar.id, crypto.randomUUID()]) {
      const refused = await json(
        await t.as(ana).send("/api/posts", { content: "Again", mediaFileIds: [id] }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.error.issues).toEqual([
        { path: "mediaFileIds", message: "This file cannot be attached." },
      ]);
    }
  });

  it("sent again under the same request id, answers the post already written, even at once", async () => {
    const picture = await createFile(t.deps.db, ana);
    const requestId = crypto.randomUUID();
    const body = { content: "Sent twice", mediaFileIds: [picture.id], requestId };
    const first = await json(await t.as(ana).send("/api/posts", body));
    expect(first.status).toBe(201);
    // The answer was lost and the member presses Post again: the same post, its picture still on it.
    const again = await json(await t.as(ana).send("/api/posts", body));
    expect(again.status).toBe(200);
    expect(again.body.post.id).toBe(first.body.post.id);
    expect(again.body.post.media).toHaveLength(1);

    // Two at once (a double tap, a retry racing the first): one post.
    const racing = { content: "Raced", requestId: crypto.randomUUID() };
    const answers = await Promise.all(
      [1, 2].map(async () => json(await t.as(ana).send("/api/posts", racing))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.body.post.id)).size).toBe(1);
    const written = await t.deps.db.select({ id: posts.id }).from(posts).where(eq(posts.content, "Raced"));
    expect(written).toHaveLength(1);

    // The id is the author's own: another member's post under it is a post of theirs.
    const bens = await json(await t.as(ben).send("/api/posts", { content: "Mine", requestId }));
    expect(bens.status).toBe(201);
    expect(bens.body.post.id).not.toBe(first.body.post.id);
  });

  it("takes one description of at most 1,000 characters per attached file", async () => {
    const picture = await createFile(t.deps.db, ana);
    for (const [mediaAlt, status, message] of [
      [["x".repeat(1001)], 422, "A description can be at most 1,000 characters."],
      [["One", "Two"], 422, "Each description needs its picture."],
      [["Two\nlines"], 400, "This field contains invisible control characters. Remove them and try again."],
    ] as const) {
      const refused = await json(
        await t.as(ana).send("/api/posts", { content: "Described", mediaFileIds: [picture.id], mediaAlt }),
      );
      expect(refused.status).toBe(status);
      expect(refused.body.error.issues[0].message).toBe(message);
    }
    const created = await json(
      await t.as(ana).send("/api/posts", {
        content: "Described",
        mediaFileIds: [picture.id],
        mediaAlt: ["x".repeat(1000)],
      }),
    );
    expect(created.body.post.media[0].alt).toHaveLength(1000);
  });

  it("takes its pictures' descriptions later too, one per picture, from its author alone", async () => {
    const first = await createFile(t.deps.db, ana);
    const second = await createFile(t.deps.db, ana);
    const created = await json(
      await t.as(ana).send("/api/posts", { content: "Undescribed", mediaFileIds: [first.id, second.id] }),
    );
    const path = `/api/posts/${created.body.post.id}`;
    const edited = await json(
      await t.as(ana).send(path, { content: "Described", mediaAlt: ["A heron on the weir", ""] }, "PATCH"),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.post.media.map((item: { alt: string }) => item.alt)).toEqual([
      "A heron on the weir",
      "",
    ]);
    // A text edit alone keeps them; a list of another length is refused.
    const again = await json(await t.as(ana).send(path, { content: "Described again" }, "PATCH"));
    expect(again.body.post.media[0].alt).toBe("A heron on the weir");
    const refused = await json(await t.as(ana).send(path, { content: "x", mediaAlt: ["Only one"] }, "PATCH"));
    expect(refused.status).toBe(422);
    expect(refused.body.error.issues).toEqual([
      { path: "mediaAlt", message: "Each description needs its picture." },
    ]);
    expect((await t.as(ben).send(path, { content: "x", mediaAlt: ["Mine", ""] }, "PATCH")).status).toBe(403);
  });
});

describe("one's own post", () => {
  it("is edited and deleted by its author alone", async () => {
    const post = await createPost(t.deps.db, ana);
    expect((await t.as(ben).send(`/api/posts/${post.id}`, { content: "Mine now" }, "PATCH")).status).toBe(
      403,
    );
    const edited = await json(
      await t.as(ana).send(`/api/posts/${post.id}`, { content: "Fixed a typo" }, "PATCH"),
    );
    expect(edited.body.post).toMatchObject({ content: "Fixed a typo", edited: true });
    expect((await t.as(ben).request(`/api/posts/${post.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await t.as(ana).request(`/api/posts/${post.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await t.as(ana).get(`/api/posts/${post.id}`)).status).toBe(404);
  });
});

describe("likes", () => {
  it("are idempotent both ways and answer the new count", async () => {
    const post = await createPost(t.deps.db, ana);
    const like = () => t.as(ben).send(`/api/posts/${post.id}/like`, {}, "PUT");
    const unlike = () => t.as(ben).request(`/api/posts/${post.id}/like`, { method: "DELETE" });
    expect((await json(await like())).body).toEqual({ likeCount: 1, likedByMe: true });
    expect((await json(await like())).body).toEqual({ likeCount: 1, likedByMe: true });
    expect((await json(await t.as(ana).send(`/api/posts/${post.id}/like`, {}, "PUT"))).body).toEqual({
      likeCount: 2,
      likedByMe: true,
    });
    expect((await json(await unlike())).body).toEqual({ likeCount: 1, likedByMe: false });
    expect((await json(await unlike())).body).toEqual({ likeCount: 1, likedByMe: false });
  });
});

describe("comments", () => {
  it("list oldest first, page by cursor, and are deleted by their author", async () => {
    const post = await createPost(t.deps.db, ana);
    const base = Date.UTC(2026, 5, 1);
    const written: string[] = [];
    for (let i = 0; i < 25; i++) {
      written.push((await createComment(t.deps.db, post, ben, { createdAt: new Date(base + i * 1000) })).id);
    }
    const first = await json(await t.as(stranger).get(`/api/posts/${post.id}/comments`));
    expect(first.body.comments).toHaveLength(20);
    await createComment(t.deps.db, post, ana, { content: "Late" });
    const second = await json(
      await t.as(stranger).get(`/api/posts/${post.id}/comments?cursor=${first.body.nextCursor}`),
    );
    const ids = [...first.body.comments, ...second.body.comments].map((c: { id: string }) => c.id);
    expect(ids.slice(0, 25)).toEqual(written);
    expect(second.body.comments.at(-1)).toMatchObject({ content: "Late", can: { delete: false } });

    const made = await json(
      await t.as(stranger).send(`/api/posts/${post.id}/comments`, { content: `Ping @[Ana](${ana.id})` }),
    );
    expect(made.status).toBe(201);
    expect(made.body.comment).toMatchObject({
      author: { userId: stranger.id },
      mentions: [{ userId: ana.id, name: "Ana Diaz" }],
      can: { delete: true },
    });
    const id = made.body.comment.id;
    expect((await t.as(ana).request(`/api/comments/${id}`, { method: "DELETE" })).status).toBe(403);
    expect((await t.as(stranger).request(`/api/comments/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await t.as(stranger).request(`/api/comments/${id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("in a private group are for its members", async () => {
    const group = await createGroup(t.deps.db, { visibility: "private", owner: ana });
    await addMember(t.deps.db, group, ben);
    const post = await createPost(t.deps.db, ana, { target: group });
    expect((await t.as(stranger).send(`/api/posts/${post.id}/comments`, { content: "Hi" })).status).toBe(403);
    expect((await t.as(ben).send(`/api/posts/${post.id}/comments`, { content: "Hi" })).status).toBe(201);
  });
});

describe("the share teaser", () => {
  it("shows visitors who wrote a profile post, its opening and its first picture", async () => {
    const picture = await createFile(t.deps.db, ana);
    const post = await createPost(t.deps.db, ana, {
      content: `With @[Ben Okafor](${ben.id}): ${"a long day ".repeat(40)}`,
      media: [picture],
    });
    const teaser = await json(await t.request(`/api/posts/${post.id}/share`));
    expect(teaser.status).toBe(200);
    expect(teaser.body.teaser).toMatchObject({
      id: post.id,
      author: { firstName: "Ana", lastName: "Diaz" },
      imageUrl: `/api/files/post-media/${picture.objectKey}`,
    });
    expect(teaser.body.teaser.excerpt.startsWith("With Ben Okafor: a long day")).toBe(true);
    expect(teaser.body.teaser.excerpt.length).toBeLessThanOrEqual(200);
    expect(JSON.stringify(teaser.body)).not.toContain(ana.email);
  });
});

describe("mention suggestions", () => {
  it("find up to five members by any part of their name, without letter case, never oneself", async () => {
    for (let i = 0; i < 6; i++) await createMember(t.deps.db, { firstName: `Zora${i}`, lastName: "Quill" });
    const found = await json(await t.as(ana).get("/api/mentions/suggestions?q=QUI"));
    expect(found.body.members).toHaveLength(5);
    expect(found.body.members[0]).toEqual({
      userId: expect.any(String),
      firstName: "Zora0",
      lastName: "Quill",
      avatarUrl: null,
    });
    expect((await json(await t.as(ana).get("/api/mentions/suggestions?q=ana%20d"))).body.members).toEqual([]);
    expect(
      (await json(await t.as(ben).get("/api/mentions/suggestions?q=ana%20d"))).body.members.map(
        (m: { userId: string }) => m.userId,
      ),
    ).toEqual([ana.id]);
    expect((await json(await t.as(ana).get("/api/mentions/suggestions?q=%25"))).body.members).toEqual([]);
    expect((await t.request("/api/mentions/suggestions?q=ana")).status).toBe(401);
  });
});

describe("a very long link", () => {
  it("stays text without a preview rather than failing", async () => {
    const url = `https://example.org/${"é".repeat(2000)}`;
    const created = await json(await t.as(ana).send("/api/posts", { content: `See ${url}` }));
    expect(created.status).toBe(201);
    expect(created.body.post.linkPreview).toBeNull();
  });
});

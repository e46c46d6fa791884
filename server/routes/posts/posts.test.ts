import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createGroup, createMember, type MemberFixture } from "../../test/factories";

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

describe("smoke", () => {
  it("posts, reads, likes, comments, feeds", async () => {
    const group = await createGroup(t.deps.db, { visibility: "private", owner: ana });
    await addMember(t.deps.db, group, ben);
    const created = await t
      .as(ana)
      .send("/api/posts", {
        content: `Hello @[Ben Okafor](${ben.id}) see https://example.org/x.`,
        target: { type: "group", id: group.id },
      });
    const body = await created.json();
    expect(created.status, JSON.stringify(body)).toBe(201);
    const id = body.post.id;
    expect(body.post.mentions).toEqual([{ userId: ben.id, name: "Ben Okafor" }]);
    expect((await t.as(stranger).get(`/api/posts/${id}`)).status).toBe(403);
    const like = await t.as(ben).send(`/api/posts/${id}/like`, {}, "PUT");
    expect(await like.json()).toEqual({ likeCount: 1, likedByMe: true });
    const comment = await t.as(ben).send(`/api/posts/${id}/comments`, { content: "Nice" });
    expect(comment.status).toBe(201);
    const comments = await (await t.as(ana).get(`/api/posts/${id}/comments`)).json();
    expect(comments.comments).toHaveLength(1);
    const home = await t.as(ben).get("/api/feeds/home");
    const feed = await home.json();
    expect(home.status, JSON.stringify(feed)).toBe(200);
    expect(feed.posts.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(feed.posts[0]).toMatchObject({ likeCount: 1, commentCount: 1, likedByMe: true });
    const groupFeed = await t.as(ana).get(`/api/feeds/group/${group.id}`);
    expect(groupFeed.status).toBe(200);
    const profileFeed = await (await t.as(stranger).get(`/api/feeds/profile/${ana.id}`)).json();
    expect(profileFeed.posts).toEqual([]);
    const sugg = await (await t.as(ana).get("/api/mentions/suggestions?q=oka")).json();
    expect(sugg.members.map((m: { userId: string }) => m.userId)).toEqual([ben.id]);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { linkPreviews, notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
let site: Server;
let siteHost: string;
let ana: MemberFixture;
let ben: MemberFixture;
let cleo: MemberFixture;

const PAGE = `<!doctype html><html><head><title>Riverside</title>
<meta property="og:title" content="Volunteer day">
<meta property="og:description" content="Forty volunteers, one afternoon.">
<meta property="og:image" content="https://cdn.example.org/harvest.jpg">
<meta property="og:site_name" content="Riverside Food Bank"></head><body></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
  ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "Okafor" });
  cleo = await createMember(t.deps.db, { firstName: "Cleo", lastName: "Moreau" });
  site = createServer((request, response) => {
    if (request.url === "/page") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(PAGE);
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => site?.close(resolve));
});

/** The server's own worker, letting the test's site through as the end-to-end server does. */
const worker = () =>
  createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
    linkPreviewFetch: { allowHosts: new Set([siteHost]) },
  });

async function post(member: MemberFixture, content: string) {
  const response = await t.as(member).send("/api/posts", { content });
  expect(response.status).toBe(201);
  return ((await response.json()) as { post: { id: string } }).post.id;
}

const inbox = (member: MemberFixture) =>
  t.deps.db
    .select({
      type: notifications.type,
      message: notifications.message,
      url: notifications.notificationUrl,
      postId: notifications.activityPostId,
      actorId: notifications.actorId,
    })
    .from(notifications)
    .where(eq(notifications.userId, member.id))
    .orderBy(notifications.createdAt);

describe("post notifications", () => {
  it("tell the author of likes and comments and the member named of mentions, never oneself", async () => {
    const postId = await post(ana, `Thanks @[Ben Okafor](${ben.id}) and @[me](${ana.id})!`);
    await t.as(ben).send(`/api/posts/${postId}/like`, {}, "PUT");
    await t.as(ben).send(`/api/posts/${postId}/like`, {}, "PUT");
    await t.as(ana).send(`/api/posts/${postId}/like`, {}, "PUT");
    await t.as(ben).send(`/api/posts/${postId}/comments`, { content: `Ask @[Cleo](${cleo.id})` });
    await t.as(ana).send(`/api/posts/${postId}/comments`, { content: "Replying to myself" });
    await worker().runDue();

    const common = { url: `/posts/${postId}`, postId };
    expect(await inbox(ana)).toEqual([
      { type: "like", message: "Ben Okafor liked your post", actorId: ben.id, ...common },
      { type: "comment", message: "Ben Okafor commented on your post", actorId: ben.id, ...common },
    ]);
    expect(await inbox(ben)).toEqual([
      { type: "mention", message: "Ana Diaz mentioned you in a post", actorId: ana.id, ...common },
    ]);
    expect(await inbox(cleo)).toEqual([
      { type: "mention", message: "Ben Okafor mentioned you in a post", actorId: ben.id, ...common },
    ]);
  });

  it("tell only the members newly named when a post is edited", async () => {
    const dan = await createMember(t.deps.db, { firstName: "Dan", lastName: "Berg" });
    const eve = await createMember(t.deps.db, { firstName: "Eve", lastName: "Novak" });
    const postId = await post(ana, `Hello @[Dan](${dan.id})`);
    const edited = await t
      .as(ana)
      .send(`/api/posts/${postId}`, { content: `Hello @[Dan](${dan.id}) and @[Eve](${eve.id})` }, "PATCH");
    expect(edited.status).toBe(200);
    expect((await edited.json()).post).toMatchObject({
      edited: true,
      mentions: expect.arrayContaining([
        { userId: dan.id, name: "Dan Berg" },
        { userId: eve.id, name: "Eve Novak" },
      ]),
    });
    await worker().runDue();
    expect(await inbox(dan)).toHaveLength(1);
    expect(await inbox(eve)).toHaveLength(1);
  });
});

describe("link previews", () => {
  it("fetch the first link's page in the background, and the post shows it once fetched", async () => {
    const postId = await post(ana, `Look: http://${siteHost}/page and https://example.org/second`);
    const before = await (await t.as(ben).get(`/api/posts/${postId}`)).json();
    expect(before.post.linkPreview).toBeNull();
    await worker().runDue();
    const after = await (await t.as(ben).get(`/api/posts/${postId}`)).json();
    expect(after.post.linkPreview).toEqual({
      url: `http://${siteHost}/page`,
      title: "Volunteer day",
      description: "Forty volunteers, one afternoon.",
      imageUrl: "https://cdn.example.org/harvest.jpg",
      siteName: "Riverside Food Bank",
    });
  });

  it("never fetch an address inside: the post stays without a preview", async () => {
    for (const url of [
      "http://127.0.0.1/admin",
      "http://169.254.169.254/latest/meta-data/",
      "http://localhost/",
    ]) {
      const postId = await post(ana, `Internal: ${url}`);
      await worker().runDue();
      const answer = await (await t.as(ben).get(`/api/posts/${postId}`)).json();
      expect(answer.post.linkPreview).toBeNull();
      const [row] = await t.deps.db.select().from(linkPreviews).where(eq(linkPreviews.url, url));
      expect(row?.status).toBe("blocked");
      expect(row?.title).toBeNull();
    }
  });
});

import { RichText } from "@atproto/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLUESKY_COPY_MESSAGES } from "../../../shared/schemas/bluesky";
import { profiles } from "../../db/schema";
import { TokenCipher } from "../../lib/token-crypto";
import type { BlueskyTimelinePage } from "../../presenters/bluesky";
import { createTestApp, type TestApp } from "../../test/app";
import { TEST_ORIGIN } from "../../test/auth";
import { createMember, type MemberFixture } from "../../test/factories";
import { pngImage } from "../../test/images";
import { appViewAvailable, startTestAppView, type TestAppView } from "../../test/pds";

// The AppView needs redis-server and PostgreSQL; where they are missing the suite says so and skips.
const available = await appViewAvailable();
if (!available) console.warn("bluesky timeline tests skipped: no redis-server or PostgreSQL for the AppView");

let net: TestAppView;
let t: TestApp;
let reader: MemberFixture;
let writer: Awaited<ReturnType<TestAppView["createAccount"]>>;

beforeAll(async () => {
  if (!available) return;
  net = await startTestAppView();
  t = await createTestApp({
    PUBLIC_URL: TEST_ORIGIN,
    BLUESKY_SERVICE_URL: net.url,
    BLUESKY_PLC_URL: net.plcUrl,
    BLUESKY_ALLOW_PRIVATE_PDS: "true",
  });
  const readerAccount = await net.createAccount("rita.test", "rita@example.org");
  writer = await net.createAccount("wren.test", "wren@example.org");
  await readerAccount.agent.follow(writer.did);

  // Thirty older posts, so that the timeline has a second page.
  for (let n = 1; n <= 30; n++) await writer.agent.post({ text: `Older post ${n}` });
  const linked = new RichText({ text: "Read the plan at https://example.org/plan" });
  await linked.detectFacets(writer.agent);
  const quoted = await writer.agent.post({ text: linked.text, facets: linked.facets });
  const { data: blob } = await writer.agent.uploadBlob(new Uint8Array(await pngImage(20, 10)), {
    encoding: "image/png",
  });
  await writer.agent.post({
    text: "Our banner",
    embed: {
      $type: "app.bsky.embed.images",
      images: [{ image: blob.blob, alt: "A red banner", aspectRatio: { width: 20, height: 10 } }],
    },
  });
  await writer.agent.post({
    text: "The article",
    embed: {
      $type: "app.bsky.embed.external",
      external: { uri: "https://example.org/article", title: "The article", description: "What we did." },
    },
  });
  await writer.agent.post({
    text: "As I said",
    embed: { $type: "app.bsky.embed.record", record: { uri: quoted.uri, cid: quoted.cid } },
  });
  await net.processAll();

  reader = await createMember(t.deps.db, { firstName: "Rita", lastName: "Reader" });
  const connected = await t
    .as(reader)
    .send("/api/me/bluesky", { identifier: "rita.test", password: readerAccount.appPassword }, "PUT");
  expect(connected.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await net?.close();
});

const timeline = async (member: MemberFixture, cursor?: string) =>
  t.as(member).get(`/api/me/bluesky/timeline${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);

describe.skipIf(!available)("GET /api/me/bluesky/timeline against a PDS and its AppView", () => {
  it("answers a visitor 401 and a member without a connection 409 with the prompt's words", async () => {
    expect((await t.request("/api/me/bluesky/timeline")).status).toBe(401);
    const stranger = await createMember(t.deps.db);
    const answer = await timeline(stranger);
    expect(answer.status).toBe(409);
    expect((await answer.json()).error.message).toBe(BLUESKY_COPY_MESSAGES.timelineNotConnected);
  });

  it("shows the member's home timeline in our shape: quotes, link cards, pictures with alt text, links", async () => {
    const answer = await timeline(reader);
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as BlueskyTimelinePage;
    expect(page.posts).toHaveLength(30);
    const [quote, card, pictures, linked] = page.posts;
    const author = { did: writer.did, handle: "wren.test", displayName: null, avatarUrl: null };
    expect(quote).toMatchObject({
      author,
      segments: [{ text: "As I said", link: null }],
      quote: { author, text: "Read the plan at https://example.org/plan" },
    });
    expect(quote?.url).toMatch(new RegExp(`^https://bsky.app/profile/${writer.did}/post/[a-z2-7]{13}$`));
    expect(card?.card).toEqual({
      url: "https://example.org/article",
      title: "The article",
      description: "What we did.",
      thumbUrl: null,
    });
    expect(pictures?.images).toEqual([
      expect.objectContaining({ alt: "A red banner", width: 20, height: 10 }),
    ]);
    expect(pictures?.images[0]?.thumbUrl).toMatch(/^https:\/\/.+\/img\/feed_thumbnail\//);
    expect(linked?.segments).toEqual([
      { text: "Read the plan at ", link: null },
      { text: "https://example.org/plan", link: "https://example.org/plan" },
    ]);
    // Only our fields leave the server.
    expect(Object.keys(quote ?? {}).sort()).toEqual(
      [
        "author",
        "card",
        "createdAt",
        "images",
        "likeCount",
        "quote",
        "replyCount",
        "repostCount",
        "repostedBy",
        "segments",
        "uri",
        "url",
      ].sort(),
    );
  });

  it("pages with Bluesky's cursor until the end", async () => {
    const first = (await (await timeline(reader)).json()) as BlueskyTimelinePage;
    expect(first.nextCursor).toBeTruthy();
    const second = (await (await timeline(reader, first.nextCursor ?? "")).json()) as BlueskyTimelinePage;
    expect(second.posts.map((post) => post.segments[0]?.text)).toEqual([
      "Older post 4",
      "Older post 3",
      "Older post 2",
      "Older post 1",
    ]);
    const last = second.nextCursor
      ? ((await (await timeline(reader, second.nextCursor)).json()) as BlueskyTimelinePage)
      : { posts: [], nextCursor: null };
    expect(last).toEqual({ posts: [], nextCursor: null });
  });

  it("asks the member to reconnect when Bluesky no longer takes the session", async () => {
    const member = await createMember(t.deps.db);
    const account = await net.createAccount("lena.test", "lena@example.org");
    await t
      .as(member)
      .send("/api/me/bluesky", { identifier: "lena.test", password: account.appPassword }, "PUT");
    const cipher = new TokenCipher({ secret: t.deps.secret });
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, member.id));
    await account.agent.com.atproto.server.deleteSession(undefined, {
      headers: { authorization: `Bearer ${cipher.decrypt(row?.blueskyRefreshJwt ?? "")}` },
    });
    await t.deps.db
      .update(profiles)
      .set({ blueskyAccessJwt: cipher.encrypt("not.a.token") })
      .where(eq(profiles.userId, member.id));
    const answer = await timeline(member);
    expect(answer.status).toBe(409);
    expect((await answer.json()).error.message).toBe(BLUESKY_COPY_MESSAGES.reconnect);
  });
});

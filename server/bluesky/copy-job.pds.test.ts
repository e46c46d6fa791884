import { AtpAgent } from "@atproto/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLUESKY_COPY_MESSAGES } from "../../shared/schemas/bluesky";
import { createBackgroundWorker } from "../background";
import { linkPreviews, postBlueskyCopies, posts, profiles } from "../db/schema";
import type { JobRow } from "../jobs/worker";
import { TokenCipher } from "../lib/token-crypto";
import { MEMBER_LIMITS } from "../limits/member-rules";
import { createTestApp, type TestApp } from "../test/app";
import { TEST_ORIGIN } from "../test/auth";
import { createGroup, createMember, type MemberFixture } from "../test/factories";
import { pngImage, uploadForm } from "../test/images";
import { startTestPds, type TestPds } from "../test/pds";
import { BLUESKY_COPY_JOB, blueskyCopyJob } from "./copy-job";

type PdsAccount = Awaited<ReturnType<TestPds["createAccount"]>>;
let pds: TestPds;
let t: TestApp;
let cipher: TokenCipher;

beforeAll(async () => {
  pds = await startTestPds();
  t = await createTestApp({
    PUBLIC_URL: TEST_ORIGIN,
    BLUESKY_SERVICE_URL: pds.url,
    BLUESKY_PLC_URL: pds.plcUrl,
    BLUESKY_ALLOW_PRIVATE_PDS: "true",
  });
  cipher = new TokenCipher({ secret: t.deps.secret });
});
afterAll(async () => {
  await t?.close();
  await pds?.close();
});

let accounts = 0;
/** A member whose profile is connected to a fresh account on the test PDS. */
async function connectedMember(): Promise<{ member: MemberFixture; account: PdsAccount }> {
  const n = ++accounts;
  const member = await createMember(t.deps.db, { firstName: "Rosa", lastName: `Poster${n}` });
  const account = await pds.createAccount(`rosa${n}.test`, `rosa${n}@example.org`);
  const connected = await t
    .as(member)
    .send("/api/me/bluesky", { identifier: account.handle, password: account.appPassword }, "PUT");
  expect(connected.status).toBe(200);
  return { member, account };
}

function worker() {
  return createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
    secret: t.deps.secret,
    storage: t.deps.storage,
    handlers: [],
  });
}

async function publish(member: MemberFixture, body: Record<string, unknown>) {
  const response = await t.as(member).send("/api/posts", { alsoOnBluesky: true, ...body });
  expect(response.status).toBe(201);
  return (await response.json()).post as { id: string; bluesky: unknown };
}

/** The member's posts on the PDS, newest first, read as anyone may read them. */
async function recordsOf(did: string) {
  const { data } = await new AtpAgent({ service: pds.url }).com.atproto.repo.listRecords({
    repo: did,
    collection: "app.bsky.feed.post",
  });
  return data.records;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** An access token whose time is over (its signature does not matter: it is refreshed before use). */
const EXPIRED_JWT = `${part({ alg: "ES256K", typ: "at+jwt" })}.${part({ scope: "com.atproto.access", exp: 1 })}.c2ln`;

interface PostRecord {
  text: string;
  facets?: unknown[];
  embed?: {
    $type: string;
    images?: { alt: string; aspectRatio?: unknown; image: { mimeType: string } }[];
    external?: unknown;
  };
}
const postRecord = (record?: { value: unknown }) => (record?.value ?? {}) as PostRecord;

const copyOf = async (postId: string) =>
  (await t.deps.db.select().from(postBlueskyCopies).where(eq(postBlueskyCopies.postId, postId)))[0];

describe("a post also published on Bluesky", () => {
  it("is found on the member's PDS with its text, link facet and link card, and reported on the post", async () => {
    const { member, account } = await connectedMember();
    const post = await publish(member, { content: "Park clean-up on Saturday: https://example.org/cleanup" });
    expect(post.bluesky).toEqual({ status: "pending", url: null, error: null });
    await t.deps.db
      .update(linkPreviews)
      .set({ status: "ok", title: "Park clean-up", description: "Bring gloves.", siteName: "Example" })
      .where(eq(linkPreviews.url, "https://example.org/cleanup"));

    await worker().runDue();

    const [record] = await recordsOf(account.did);
    const value = postRecord(record);
    expect(value.text).toBe("Park clean-up on Saturday: https://example.org/cleanup");
    expect(value.facets).toEqual([
      expect.objectContaining({
        features: [{ $type: "app.bsky.richtext.facet#link", uri: "https://example.org/cleanup" }],
      }),
    ]);
    expect(value.embed).toMatchObject({
      $type: "app.bsky.embed.external",
      external: { uri: "https://example.org/cleanup", title: "Park clean-up", description: "Bring gloves." },
    });
    const rkey = record?.uri.split("/").pop();
    const copy = await copyOf(post.id);
    expect(copy).toMatchObject({ status: "published", uri: record?.uri, error: null });
    expect(copy?.url).toBe(`https://bsky.app/profile/${account.did}/post/${rkey}`);

    // Everyone who sees the post sees the link; the author and a reader alike.
    const reader = await createMember(t.deps.db);
    const seen = await (await t.as(reader).get(`/api/posts/${post.id}`)).json();
    expect(seen.post.bluesky).toEqual({ status: "published", url: copy?.url, error: null });
  });

  it("carries its pictures, uploaded as blobs with the author's descriptions as alt text", async () => {
    const { member, account } = await connectedMember();
    const ids: string[] = [];
    for (const name of ["a.png", "b.png"]) {
      const uploaded = await t.as(member).request("/api/uploads/post-media", {
        method: "POST",
        body: uploadForm(await pngImage(40, 30), name),
      });
      ids.push(((await uploaded.json()).file as { id: string }).id);
    }
    await publish(member, {
      content: "Our team",
      mediaFileIds: ids,
      mediaAlt: ["Six volunteers holding rakes in a park", ""],
    });
    await worker().runDue();
    const [record] = await recordsOf(account.did);
    const embed = postRecord(record).embed;
    expect(embed?.$type).toBe("app.bsky.embed.images");
    expect(embed?.images).toHaveLength(2);
    expect(embed?.images?.[0]).toMatchObject({
      alt: "Six volunteers holding rakes in a park",
      aspectRatio: { width: 40, height: 30 },
    });
    // A picture posted without a description says none rather than something empty of meaning.
    expect(embed?.images?.[1]?.alt).toBe("");
    expect(embed?.images?.[0]?.image.mimeType).toMatch(/^image\//);
  });

  it("cuts a text over 300 graphemes at a word, with a link back to the whole post", async () => {
    const { member, account } = await connectedMember();
    const content = `${"volunteers ".repeat(40)}end`;
    const post = await publish(member, { content });
    await worker().runDue();
    const [record] = await recordsOf(account.did);
    const value = postRecord(record);
    const postUrl = `${TEST_ORIGIN}/posts/${post.id}`;
    expect(value.text.endsWith(`volunteers… ${postUrl}`)).toBe(true);
    expect([...new Intl.Segmenter().segment(value.text)].length).toBeLessThanOrEqual(300);
    expect(value.facets).toEqual([
      expect.objectContaining({ features: [{ $type: "app.bsky.richtext.facet#link", uri: postUrl }] }),
    ]);
  });

  it("refreshes an expired access token and keeps the new tokens sealed", async () => {
    const { member, account } = await connectedMember();
    const [before] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, member.id));
    await t.deps.db
      .update(profiles)
      .set({ blueskyAccessJwt: cipher.encrypt(EXPIRED_JWT) })
      .where(eq(profiles.userId, member.id));
    const post = await publish(member, { content: "After a while" });
    await worker().runDue();
    expect((await copyOf(post.id))?.status).toBe("published");
    expect(await recordsOf(account.did)).toHaveLength(1);
    const [after] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(after?.blueskyRefreshJwt).not.toBe(before?.blueskyRefreshJwt);
    expect(cipher.decrypt(after?.blueskyAccessJwt ?? "")).not.toBe(EXPIRED_JWT);
  });

  it("fails with the reason when the session was revoked, and keeps our post", async () => {
    const { member, account } = await connectedMember();
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, member.id));
    await new AtpAgent({ service: pds.url }).com.atproto.server.deleteSession(undefined, {
      headers: { authorization: `Bearer ${cipher.decrypt(row?.blueskyRefreshJwt ?? "")}` },
    });
    await t.deps.db
      .update(profiles)
      .set({ blueskyAccessJwt: cipher.encrypt(EXPIRED_JWT) })
      .where(eq(profiles.userId, member.id));
    const post = await publish(member, { content: "Will Bluesky take it?" });
    await worker().runDue();

    expect(await copyOf(post.id)).toMatchObject({ status: "failed", error: BLUESKY_COPY_MESSAGES.reconnect });
    expect(await recordsOf(account.did)).toHaveLength(0);
    const mine = await (await t.as(member).get(`/api/posts/${post.id}`)).json();
    expect(mine.post.content).toBe("Will Bluesky take it?");
    expect(mine.post.bluesky).toEqual({
      status: "failed",
      url: null,
      error: BLUESKY_COPY_MESSAGES.reconnect,
    });
    // The reason is the author's alone.
    const reader = await createMember(t.deps.db);
    expect((await (await t.as(reader).get(`/api/posts/${post.id}`)).json()).post.bluesky).toBeNull();
  });

  it("fails at once when the member disconnected before it ran", async () => {
    const { member } = await connectedMember();
    const post = await publish(member, { content: "Then I left Bluesky" });
    await t.as(member).request("/api/me/bluesky", { method: "DELETE", headers: { origin: TEST_ORIGIN } });
    await worker().runDue();
    expect(await copyOf(post.id)).toMatchObject({
      status: "failed",
      error: BLUESKY_COPY_MESSAGES.notConnected,
    });
    expect(await t.deps.db.select().from(posts).where(eq(posts.id, post.id))).toHaveLength(1);
  });

  it("does not post twice when the job runs again after the record was written", async () => {
    const { member, account } = await connectedMember();
    const post = await publish(member, { content: "Only once, please" });
    await worker().runDue();
    const first = await copyOf(post.id);
    expect(first?.status).toBe("published");
    // As if the worker died after the PDS wrote the record and before we noted it.
    await t.deps.db
      .update(postBlueskyCopies)
      .set({ status: "pending", url: null })
      .where(eq(postBlueskyCopies.postId, post.id));
    const handler = blueskyCopyJob({
      db: t.deps.db,
      logger: t.deps.logger,
      sessions: t.deps.bluesky.sessions,
      publicUrl: TEST_ORIGIN,
      fetch: {},
    });
    await handler({
      kind: BLUESKY_COPY_JOB,
      payload: { postId: post.id },
      attempts: 2,
      maxAttempts: 8,
    } as unknown as JobRow);
    expect(await recordsOf(account.did)).toHaveLength(1);
    expect(await copyOf(post.id)).toMatchObject({ status: "published", uri: first?.uri, url: first?.url });
  });
});

describe("asking for a copy on Bluesky", () => {
  it("is refused without a connection and for a post in a community", async () => {
    const member = await createMember(t.deps.db);
    const refused = await t.as(member).send("/api/posts", { content: "Hi", alsoOnBluesky: true });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.issues).toEqual([
      { path: "alsoOnBluesky", message: BLUESKY_COPY_MESSAGES.optionWithoutConnection },
    ]);
    const { member: connected } = await connectedMember();
    const group = await createGroup(t.deps.db, { owner: connected });
    const inGroup = await t.as(connected).send("/api/posts", {
      content: "For the group",
      target: { type: "group", id: group.id },
      alsoOnBluesky: true,
    });
    expect(inGroup.status).toBe(422);
    expect((await inGroup.json()).error.issues).toEqual([
      { path: "alsoOnBluesky", message: BLUESKY_COPY_MESSAGES.optionOnProfileOnly },
    ]);
    const plain = await t.as(connected).send("/api/posts", { content: "Only here", alsoOnBluesky: false });
    expect((await plain.json()).post.bluesky).toBeNull();
  });

  it(`is limited to ${MEMBER_LIMITS.blueskyCopy.windows[0]?.max} an hour, while posting goes on`, async () => {
    const { member } = await connectedMember();
    const max = MEMBER_LIMITS.blueskyCopy.windows[0]?.max ?? 0;
    for (let n = 0; n < max; n++) {
      expect(
        (await t.as(member).send("/api/posts", { content: `No. ${n}`, alsoOnBluesky: true })).status,
      ).toBe(201);
    }
    const refused = await t.as(member).send("/api/posts", { content: "One more", alsoOnBluesky: true });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(MEMBER_LIMITS.blueskyCopy.message);
    expect((await t.as(member).send("/api/posts", { content: "Here only" })).status).toBe(201);
  });
});

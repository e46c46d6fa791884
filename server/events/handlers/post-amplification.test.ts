import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { mailMessages, notifications } from "../../db/schema";
import { createTestApp, raisedMemberLimits, type TestApp } from "../../test/app";
import { addMember, createGroup, createMember, type MemberFixture } from "../../test/factories";

/**
 * What fans out from a post happens once per subject and recipient, however often the write is
 * repeated (issue 26): twenty edits alternating who they name, or a like given and taken back,
 * once sent hundreds of mails.
 */

let t: TestApp;
let ana: MemberFixture;
let ben: MemberFixture;

beforeAll(async () => {
  // Room for the repeated writes: the limits on them have their own test below.
  t = await createTestApp({}, { appDistDir: null, memberLimits: raisedMemberLimits(1000) });
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
  ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "Okafor" });
});
afterAll(async () => {
  await t?.close();
});

const runJobs = () =>
  createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
    secret: t.deps.secret,
    // Noon UTC: outside the default quiet hours, whenever the test runs.
    clock: () => Date.parse("2026-06-01T12:00:00Z"),
  }).runDue();

/** What reached the member: notifications of a type, and mails to their address. */
async function reached(member: MemberFixture, type: string) {
  const rows = await t.deps.db.select().from(notifications).where(eq(notifications.userId, member.id));
  const mails = await t.deps.db.select().from(mailMessages).where(eq(mailMessages.toAddress, member.email));
  return { notifications: rows.filter((row) => row.type === type).length, mails: mails.length };
}

async function post(member: MemberFixture, content: string, target?: { type: string; id: number }) {
  const response = await t.as(member).send("/api/posts", { content, ...(target ? { target } : {}) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { post: { id: string } }).post.id;
}

describe("mentions", () => {
  it("tell a member once per post, however often edits name them again", async () => {
    const named = await Promise.all([1, 2, 3].map(() => createMember(t.deps.db)));
    const mentionAll = named.map((m) => `@[${m.firstName}](${m.id})`).join(" ");
    const postId = await post(ana, `Thanks ${mentionAll}`);
    await runJobs();
    for (let i = 0; i < 20; i++) {
      const content = i % 2 === 0 ? "Thanks, everyone" : `Thanks again ${mentionAll}`;
      expect((await t.as(ana).send(`/api/posts/${postId}`, { content }, "PATCH")).status).toBe(200);
      await runJobs();
    }
    for (const member of named) {
      expect(await reached(member, "mention")).toEqual({ notifications: 1, mails: 1 });
    }
  });

  it("in a comment is its own subject: told once for it", async () => {
    const cleo = await createMember(t.deps.db);
    const postId = await post(ana, `Welcome @[Cleo](${cleo.id})`);
    await t.as(ben).send(`/api/posts/${postId}/comments`, { content: `Agreed, @[Cleo](${cleo.id})` });
    await runJobs();
    expect((await reached(cleo, "mention")).notifications).toBe(2);
  });

  it("never tells a member who may not view the post: an outsider named in a private group", async () => {
    const outsider = await createMember(t.deps.db);
    const insider = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db, { visibility: "private", owner: ana });
    await addMember(t.deps.db, group, insider);
    await post(ana, `Plans for @[Out](${outsider.id}) and @[In](${insider.id})`, {
      type: "group",
      id: group.id,
    });
    await runJobs();
    expect(await reached(outsider, "mention")).toEqual({ notifications: 0, mails: 0 });
    expect((await reached(insider, "mention")).notifications).toBe(1);
  });
});

describe("likes", () => {
  it("tell the author once per liker and post, however often they are taken back and given", async () => {
    const author = await createMember(t.deps.db);
    const postId = await post(author, "Harvest day photos");
    for (let i = 0; i < 25; i++) {
      expect((await t.as(ben).send(`/api/posts/${postId}/like`, {}, "PUT")).status).toBe(200);
      expect((await t.as(ben).request(`/api/posts/${postId}/like`, { method: "DELETE" })).status).toBe(200);
      await runJobs();
    }
    await t.as(ana).send(`/api/posts/${postId}/like`, {}, "PUT");
    await runJobs();
    expect(await reached(author, "like")).toEqual({ notifications: 2, mails: 2 });
  });
});

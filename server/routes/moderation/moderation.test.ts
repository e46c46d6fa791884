import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { jobs, notifications, userNotificationPreferences } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createGroup, createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
  }).runDue();
const inbox = (member: MemberFixture) =>
  t.deps.db
    .select({ type: notifications.type, message: notifications.message, url: notifications.notificationUrl })
    .from(notifications)
    .where(eq(notifications.userId, member.id));

async function garden() {
  const person = (firstName: string) => createMember(t.deps.db, { firstName, lastName: "Reed" });
  const [owner, moderator, author, reader] = [
    await person("Olive"),
    await person("Mo"),
    await person("Art"),
    await person("Rita"),
  ];
  const group = await createGroup(t.deps.db, { name: "Allotment Friends", visibility: "private", owner });
  await addMember(t.deps.db, group, moderator, "moderator");
  await addMember(t.deps.db, group, author);
  await addMember(t.deps.db, group, reader);
  return { owner, moderator, author, reader, group, path: `/api/groups/${group.id}` };
}

async function postIn(member: MemberFixture, groupId: number, content: string) {
  const response = await t.as(member).send("/api/posts", { content, target: { type: "group", id: groupId } });
  expect(response.status).toBe(201);
  return (await response.json()).post.id as string;
}

describe("moderation", () => {
  it("puts a member's report in the moderators' queue; removing the post resolves it, logs why and tells the author", async () => {
    const { owner, moderator, author, reader, group, path } = await garden();
    const postId = await postIn(author, group.id, "Buy cheap watches at example.com");
    const reported = await t.as(reader).send(`/api/posts/${postId}/reports`, { reason: "Spam." });
    expect(reported.status).toBe(201);
    // The same member reporting again files nothing new.
    const twice = await t.as(reader).send(`/api/posts/${postId}/reports`, { reason: "Still spam." });
    expect(twice.status).toBe(200);
    expect((await t.as(author).send(`/api/posts/${postId}/reports`, { reason: "Mine." })).status).toBe(403);

    expect((await t.as(reader).get(`${path}/reports`)).status).toBe(403);
    const { reports } = await (await t.as(moderator).get(`${path}/reports`)).json();
    expect(reports).toMatchObject([
      {
        reason: "Spam.",
        reporter: { firstName: "Rita" },
        content: {
          kind: "post",
          postId,
          text: "Buy cheap watches at example.com",
          author: { firstName: "Art" },
        },
      },
    ]);
    expect((await (await t.as(moderator).get(path)).json()).community.openReports).toBe(1);

    const removed = await t
      .as(moderator)
      .send(`/api/posts/${postId}/removal`, { reason: "Advertising is not allowed." });
    expect(removed.status).toBe(200);
    expect((await t.as(reader).get(`/api/posts/${postId}`)).status).toBe(404);
    expect((await (await t.as(moderator).get(`${path}/reports`)).json()).reports).toEqual([]);

    // The log is the admins'; a moderator acts but does not read it.
    expect((await t.as(moderator).get(`${path}/moderation-log`)).status).toBe(403);
    const { entries } = await (await t.as(owner).get(`${path}/moderation-log`)).json();
    expect(entries).toMatchObject([
      {
        action: "post.removed",
        actor: { firstName: "Mo" },
        subject: { firstName: "Art" },
        reason: "Advertising is not allowed.",
        content: { kind: "post", excerpt: "Buy cheap watches at example.com" },
      },
    ]);
    await runJobs();
    expect(await inbox(author)).toContainEqual({
      type: "content_removed",
      message: "A moderator removed your post in Allotment Friends: Advertising is not allowed.",
      url: `/groups/${group.id}`,
    });
  });

  it("removes a comment with a reason, and lets a moderator dismiss a report that needs nothing", async () => {
    const { moderator, author, reader, group, path } = await garden();
    const postId = await postIn(author, group.id, "Seed swap on Sunday");
    const comment = await t
      .as(reader)
      .send(`/api/posts/${postId}/comments`, { content: "You are all idiots" });
    const commentId = (await comment.json()).comment.id;
    await t.as(author).send(`/api/comments/${commentId}/reports`, { reason: "Insulting." });
    await t.as(reader).send(`/api/posts/${postId}/reports`, { reason: "I clicked by mistake." });
    const { reports } = await (await t.as(moderator).get(`${path}/reports`)).json();
    expect(reports.map((report: { content: { kind: string } }) => report.content.kind)).toEqual([
      "comment",
      "post",
    ]);

    expect((await t.as(reader).send(`/api/comments/${commentId}/removal`, { reason: "x" })).status).toBe(403);
    expect(
      (await t.as(moderator).send(`/api/comments/${commentId}/removal`, { reason: "Be kind." })).status,
    ).toBe(200);
    const postReport = reports.find(
      (report: { content: { kind: string } }) => report.content.kind === "post",
    );
    expect((await t.as(moderator).send(`/api/reports/${postReport.id}/dismiss`, {})).status).toBe(200);
    expect((await t.as(moderator).send(`/api/reports/${postReport.id}/dismiss`, {})).status).toBe(409);
    expect((await (await t.as(moderator).get(`${path}/reports`)).json()).reports).toEqual([]);
    const page = await (await t.as(reader).get(`/api/posts/${postId}/comments`)).json();
    expect(page.comments).toEqual([]);
  });
});

describe("community posts", () => {
  it("tell the group's other members, and queue e-mail and push only for those whose settings may want them", async () => {
    const { owner, moderator, author, reader, group } = await garden();
    await t.deps.db
      .insert(userNotificationPreferences)
      .values({ userId: reader.id, emailGroupPosts: false, pushEnabled: false });
    const postId = await postIn(author, group.id, "Compost delivery at 9");
    await runJobs();
    for (const member of [owner, moderator, reader]) {
      expect(await inbox(member)).toEqual([
        { type: "group_post", message: "Art Reed posted in Allotment Friends", url: `/posts/${postId}` },
      ]);
    }
    expect(await inbox(author)).toEqual([]);
    const [readerNotice] = await t.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, reader.id));
    const readerJobs = await t.deps.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `notification.email:${readerNotice?.id}`));
    expect(readerJobs).toEqual([]);
    const [ownerNotice] = await t.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    const ownerJobs = await t.deps.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `notification.push:${ownerNotice?.id}`));
    expect(ownerJobs).toEqual([{ kind: "notification.push" }]);
  });
});

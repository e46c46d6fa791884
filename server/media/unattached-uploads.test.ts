import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, jobs } from "../db/schema";
import { createBackgroundWorker } from "../jobs/background";
import { SERVER_SCHEDULES } from "../jobs/maintenance";
import { ensureSchedules } from "../jobs/schedules";
import { createTestApp, type TestApp } from "../test/app";
import { addMember, createGroup, createMember, type MemberFixture } from "../test/factories";
import { pngImage, uploadForm } from "../test/images";
import { deleteUnattachedUploads, UNATTACHED_UPLOADS_JOB } from "./unattached-uploads";

let t: TestApp;
let ana: MemberFixture;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
});
afterAll(async () => {
  await t?.close();
});

/** A picture the member uploads from the composer: `{ id, url }`. */
async function upload(member: MemberFixture): Promise<{ id: string; url: string }> {
  const response = await t
    .as(member)
    .request("/api/uploads/post-media", { method: "POST", body: uploadForm(await pngImage(), "day.png") });
  expect(response.status).toBe(201);
  return (await response.json()).file;
}

/** What a browser gets at the picture's address. */
const statusAt = async (url: string) => (await t.request(url)).status;

/** Makes an upload look as if it were made this many hours ago. */
const age = (id: string, hours: number) =>
  t.deps.db
    .update(files)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(files.id, id));

const post = async (member: MemberFixture, body: Record<string, unknown>) => {
  const response = await t.as(member).send("/api/posts", body);
  return { status: response.status, body: await response.json() };
};

const cleanUp = () => deleteUnattachedUploads(t.deps);

describe("a post's pictures", () => {
  it("are deleted with the post: their address answers 404", async () => {
    const kept = await upload(ana);
    const picture = await upload(ana);
    const created = await post(ana, { content: "Our day", mediaFileIds: [picture.id] });
    expect(created.status).toBe(201);
    expect(await statusAt(picture.url)).toBe(200);

    expect((await t.as(ana).request(`/api/posts/${created.body.post.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect(await statusAt(picture.url)).toBe(404);
    expect(await t.deps.db.select().from(files).where(eq(files.id, picture.id))).toEqual([]);
    // Another upload of the member's, waiting in the composer, is left alone.
    expect(await statusAt(kept.url)).toBe(200);
  });

  it("are deleted when a moderator removes the post", async () => {
    const moderator = await createMember(t.deps.db, { firstName: "Mo" });
    const group = await createGroup(t.deps.db, { owner: moderator });
    await addMember(t.deps.db, group, ana);
    const picture = await upload(ana);
    const created = await post(ana, {
      content: "Cheap watches",
      target: { type: "group", id: group.id },
      mediaFileIds: [picture.id],
    });
    expect(created.status).toBe(201);
    const removed = await t
      .as(moderator)
      .send(`/api/posts/${created.body.post.id}/removal`, { reason: "Advertising is not allowed." });
    expect(removed.status).toBe(200);
    expect(await statusAt(picture.url)).toBe(404);
  });
});

describe("uploads no post took", () => {
  it("are deleted a day after they were made, and can then no longer be posted", async () => {
    const ben = await createMember(t.deps.db, { firstName: "Ben" });
    const forgotten = await upload(ben);
    const recent = await upload(ben);
    const posted = await upload(ben);
    expect((await post(ben, { content: "Posted", mediaFileIds: [posted.id] })).status).toBe(201);
    await age(forgotten.id, 25);
    await age(recent.id, 23);
    await age(posted.id, 25);

    expect(await cleanUp()).toBeGreaterThanOrEqual(1);
    expect(await statusAt(forgotten.url)).toBe(404);
    expect(await statusAt(recent.url)).toBe(200);
    expect(await statusAt(posted.url)).toBe(200);
    const late = await post(ben, { content: "At last", mediaFileIds: [forgotten.id] });
    expect(late.status).toBe(422);
    expect(late.body.error.issues).toEqual([
      { path: "mediaFileIds", message: "This file cannot be attached." },
    ]);
  });

  it("are cleaned up every hour by the server's background worker", async () => {
    const cara = await createMember(t.deps.db, { firstName: "Cara" });
    const forgotten = await upload(cara);
    await age(forgotten.id, 30);
    await ensureSchedules(t.deps.db, SERVER_SCHEDULES);
    const worker = createBackgroundWorker({
      config: t.deps.config,
      database: t.deps.database,
      logger: t.deps.logger,
      transport: null,
      handlers: [],
      storage: t.deps.storage,
    });
    await worker.runDue();
    const [job] = await t.deps.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, UNATTACHED_UPLOADS_JOB));
    expect(job?.status).toBe("succeeded");
    expect(await statusAt(forgotten.url)).toBe(404);
  });
});

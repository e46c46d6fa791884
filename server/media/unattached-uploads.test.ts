import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker, SERVER_SCHEDULES } from "../background";
import { files, jobs } from "../db/schema";
import { ensureSchedules } from "../jobs/schedules";
import { createTestApp, type TestApp } from "../test/app";
import { addMember, createGroup, createMember, type MemberFixture } from "../test/factories";
import { pngImage, uploadForm } from "../test/images";
import { deleteUnattachedUploads, keepPictures, UNATTACHED_UPLOADS_JOB } from "./unattached-uploads";

let t: TestApp;
let ana: MemberFixture;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
});
afterAll(async () => {
  await t?.close();
});

/** A picture the member uploads from the composer, or from a form to `bucket`: `{ id, url }`. */
async function upload(member: MemberFixture, bucket = "post-media"): Promise<{ id: string; url: string }> {
  const response = await t
    .as(member)
    .request(`/api/uploads/${bucket}`, { method: "POST", body: uploadForm(await pngImage(), "day.png") });
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

describe("pictures no form saved", () => {
  it("are deleted a day after they were made; those a profile, group, event or team shows stay", async () => {
    const dana = await createMember(t.deps.db, { firstName: "Dana" });
    const avatar = await upload(dana, "avatars");
    const cover = await upload(dana, "entity-covers");
    const groupPicture = await upload(dana, "group-profile-images");
    const eventPicture = await upload(dana, "event-images");
    const teamPicture = await upload(dana, "event-images");
    const saved = [avatar, cover, groupPicture, eventPicture, teamPicture];
    const forgotten = [
      await upload(dana, "avatars"),
      await upload(dana, "entity-covers"),
      await upload(dana, "group-profile-images"),
      await upload(dana, "partnership-profile-images"),
      await upload(dana, "event-images"),
    ];
    const recent = await upload(dana, "avatars");

    const profile = await t
      .as(dana)
      .send("/api/me/profile", { avatarFileId: avatar.id, coverPhotoFileId: cover.id }, "PATCH");
    expect(profile.status).toBe(200);
    const group = await t
      .as(dana)
      .send("/api/groups", { name: "Dana's Garden", profileImageFileId: groupPicture.id });
    expect(group.status).toBe(201);
    const event = await t
      .as(dana)
      .send("/api/events", { name: "Seed Swap", eventImageFileId: eventPicture.id });
    expect(event.status).toBe(201);
    const { event: created } = (await event.json()) as { event: { id: number } };
    const team = await t
      .as(dana)
      .send(`/api/events/${created.id}/subgroups`, { name: "Sorters", profileImageFileId: teamPicture.id });
    expect(team.status).toBe(201);

    for (const file of [...saved, ...forgotten]) await age(file.id, 25);
    await age(recent.id, 23);
    expect(await cleanUp()).toBeGreaterThanOrEqual(forgotten.length);
    for (const file of saved) expect(await statusAt(file.url)).toBe(200);
    for (const file of forgotten) expect(await statusAt(file.url)).toBe(404);
    expect(await statusAt(recent.url)).toBe(200);
    // What the member sees on their profile is still there.
    const me = await (await t.as(dana).get("/api/me")).json();
    expect(me.profile.avatarUrl).toBe(avatar.url);
  });

  it("a form saved after its picture was cleaned up is refused, and nothing of it is saved", async () => {
    const eli = await createMember(t.deps.db, { firstName: "Eli" });
    const late = await upload(eli, "avatars");
    await age(late.id, 25);
    await cleanUp();
    const response = await t
      .as(eli)
      .send("/api/me/profile", { firstName: "Elias", avatarFileId: late.id }, "PATCH");
    expect(response.status).toBe(422);
    expect((await response.json()).error.issues).toEqual([
      { path: "avatarFileId", message: "This file does not exist. Please upload it again." },
    ]);
    const me = await (await t.as(eli).get("/api/me")).json();
    expect(me.profile.firstName).toBe("Eli");
  });

  it("a picture cleaned up between the form's check and its save refuses the save", async () => {
    const gus = await createMember(t.deps.db, { firstName: "Gus" });
    const kept = await upload(gus, "avatars");
    const gone = await upload(gus, "entity-covers");
    await age(gone.id, 25);
    await cleanUp();
    const save = t.deps.db.transaction((tx) =>
      keepPictures(tx, { avatarFileId: { id: kept.id }, coverPhotoFileId: { id: gone.id } }),
    );
    await expect(save).rejects.toMatchObject({
      issues: [{ path: "coverPhotoFileId", message: "This file does not exist. Please upload it again." }],
    });
    // The refused save kept nothing: the avatar is still waiting for its form.
    const [row] = await t.deps.db
      .select({ attachedAt: files.attachedAt })
      .from(files)
      .where(eq(files.id, kept.id));
    expect(row?.attachedAt).toBeNull();
  });

  it("a picture a series of dates shares stays kept when one date is saved again", async () => {
    const fay = await createMember(t.deps.db, { firstName: "Fay" });
    const picture = await upload(fay, "event-images");
    const created = await t.as(fay).send("/api/events", {
      name: "Weekly Walk",
      startDate: "2027-01-03T15:00:00.000Z",
      eventImageFileId: picture.id,
      recurrence: { frequency: "weekly", count: 2 },
    });
    expect(created.status).toBe(201);
    const { event } = (await created.json()) as { event: { id: number } };
    const again = await t.as(fay).send(`/api/events/${event.id}`, { eventImageFileId: picture.id }, "PATCH");
    expect(again.status).toBe(200);
    await age(picture.id, 48);
    await cleanUp();
    expect(await statusAt(picture.url)).toBe(200);
  });
});

describe("award badges no award took (issue 30)", () => {
  it("are deleted a day after they were made; one an award shows stays", async () => {
    const group = await createGroup(t.deps.db, { owner: ana });
    const bo = await createMember(t.deps.db, { firstName: "Bo" });
    await addMember(t.deps.db, group, bo);
    const given = await upload(ana, "entity-images");
    const dropped = await upload(ana, "entity-images");
    const answer = await t.as(ana).send(`/api/groups/${group.id}/awards`, {
      recipientIds: [bo.id],
      title: "Star",
      badgeFileId: given.id,
    });
    expect(answer.status).toBe(201);
    await age(given.id, 25);
    await age(dropped.id, 25);
    await cleanUp();
    expect(await statusAt(given.url)).toBe(200);
    expect(await statusAt(dropped.url)).toBe(404);
  });
});

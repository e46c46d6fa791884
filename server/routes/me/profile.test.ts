import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvents, files, profiles } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, type MemberFixture } from "../../test/factories";
import { pngImage, uploadForm } from "../../test/images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function uploaded(member: MemberFixture, bucket: string) {
  const response = await t.as(member).request(`/api/uploads/${bucket}`, {
    method: "POST",
    body: uploadForm(await pngImage(500, 300), "picture.png"),
  });
  expect(response.status).toBe(201);
  return (await response.json()).file as { id: string; url: string };
}

const patch = (member: MemberFixture, body: unknown) => t.as(member).send("/api/me/profile", body, "PATCH");

describe("PATCH /api/me/profile", () => {
  it("saves the bio, avatar and cover, shows them on GET /api/me and records profile.updated", async () => {
    const member = await createMember(t.deps.db);
    const avatar = await uploaded(member, "avatars");
    const cover = await uploaded(member, "entity-covers");
    const response = await patch(member, {
      bio: "  Food bank volunteer.\nLikes bikes.  ",
      avatarFileId: avatar.id,
      coverPhotoFileId: cover.id,
    });
    expect(response.status).toBe(200);
    const me = await (await t.as(member).get("/api/me")).json();
    expect(me.profile).toMatchObject({
      bio: "Food bank volunteer.\nLikes bikes.",
      avatarUrl: avatar.url,
      coverPhotoUrl: cover.url,
      firstName: member.firstName,
    });
    const events = await t.deps.db.select().from(domainEvents).where(eq(domainEvents.actorId, member.id));
    expect(events.at(-1)).toMatchObject({
      type: "profile.updated",
      payload: { userId: member.id, fields: ["bio", "avatarUrl", "coverPhotoUrl"] },
    });
  });

  it("deletes the old picture's file and object when it is replaced or removed", async () => {
    const member = await createMember(t.deps.db);
    const first = await uploaded(member, "avatars");
    await patch(member, { avatarFileId: first.id });
    const second = await uploaded(member, "avatars");
    expect((await patch(member, { avatarFileId: second.id })).status).toBe(200);
    expect((await t.request(first.url)).status).toBe(404);
    expect(await t.deps.db.select().from(files).where(eq(files.id, first.id))).toEqual([]);
    expect((await t.request(second.url)).status).toBe(200);

    expect((await patch(member, { avatarFileId: null })).status).toBe(200);
    expect((await t.request(second.url)).status).toBe(404);
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(row?.avatarUrl).toBeNull();
  });

  it("keeps the Complete Profile flow: names alone", async () => {
    const member = await createMember(t.deps.db, { bio: "Kept." });
    const response = await patch(member, { firstName: " Ana ", lastName: "Lima" });
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toMatchObject({
      firstName: "Ana",
      lastName: "Lima",
      bio: "Kept.",
    });
  });

  it("refuses someone else's file (403), a file of the wrong bucket and an unknown file (422)", async () => {
    const member = await createMember(t.deps.db);
    const other = await createMember(t.deps.db);
    const theirs = await uploaded(other, "avatars");
    expect((await patch(member, { avatarFileId: theirs.id })).status).toBe(403);
    const cover = await uploaded(member, "entity-covers");
    const wrongBucket = await patch(member, { avatarFileId: cover.id });
    expect(wrongBucket.status).toBe(422);
    expect((await wrongBucket.json()).error.issues).toEqual([
      { path: "avatarFileId", message: "This file was not uploaded as a profile picture." },
    ]);
    const unknown = await patch(member, { coverPhotoFileId: crypto.randomUUID() });
    expect(unknown.status).toBe(422);
  });

  it("refuses a bio over 1,000 characters and an empty change", async () => {
    const member = await createMember(t.deps.db);
    const long = await patch(member, { bio: "a".repeat(1001) });
    expect(long.status).toBe(422);
    expect((await long.json()).error.message).toBe("Bio must be at most 1000 characters.");
    expect((await patch(member, {})).status).toBe(422);
  });

  it("is for members only", async () => {
    const response = await t.request("/api/me/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bio: "x" }),
    });
    expect(response.status).toBe(401);
  });
});

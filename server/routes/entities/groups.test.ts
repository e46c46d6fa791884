import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createGroup, createMember, createPartnership } from "../../test/factories";
import { pngImage, uploadForm } from "../../test/images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/groups/:id", () => {
  it("needs a signed-in member", async () => {
    const group = await createGroup(t.deps.db);
    expect((await t.request(`/api/groups/${group.id}`)).status).toBe(401);
  });

  it("shows a private group's outsiders its preview only, with the way to ask in", async () => {
    const { db } = t.deps;
    const [owner, outsider] = [await createMember(db), await createMember(db)];
    const group = await createGroup(db, {
      name: "Night Shelter Crew",
      visibility: "private",
      owner,
      description: "Rota",
    });
    await addMember(db, group, await createMember(db));
    const { community: seen } = await (await t.as(outsider).get(`/api/groups/${group.id}`)).json();
    expect(seen).toMatchObject({
      name: "Night Shelter Crew",
      restricted: true,
      memberCount: null,
      role: null,
    });
    expect(seen.can).toMatchObject({
      view: false,
      requestToJoin: true,
      join: false,
      post: false,
      update: false,
    });
    const { community: own } = await (await t.as(owner).get(`/api/groups/${group.id}`)).json();
    expect(own).toMatchObject({ restricted: false, memberCount: 2, role: "owner", label: "Group" });
    expect(own.can).toMatchObject({
      view: true,
      update: true,
      delete: true,
      leave: false,
      requestToJoin: false,
    });
  });

  it("labels a subgroup, names its parent, and lets the parent's admin run it", async () => {
    const { db } = t.deps;
    const parentAdmin = await createMember(db);
    const parent = await createGroup(db, { name: "City Schools" });
    await addMember(db, parent, parentAdmin, "admin");
    const subgroup = await createGroup(db, { name: "Debate Club", parent, visibility: "private" });
    const { community: group } = await (await t.as(parentAdmin).get(`/api/groups/${subgroup.id}`)).json();
    expect(group).toMatchObject({
      label: "Subgroup",
      parent: { id: parent.id, name: "City Schools" },
      role: "admin",
      membershipStatus: null,
    });
    expect(group.can).toMatchObject({
      view: true,
      manageMembers: true,
      createSubgroup: true,
      delete: false,
      leave: false,
    });
  });

  it("answers 404 for a group that does not exist, and sees partnerships the same way", async () => {
    const member = await createMember(t.deps.db);
    expect((await t.as(member).get("/api/groups/424242")).status).toBe(404);
    const partnership = await createPartnership(t.deps.db, { name: "River Alliance" });
    const sub = await createPartnership(t.deps.db, { parent: partnership });
    const { community: seen } = await (await t.as(member).get(`/api/partnerships/${sub.id}`)).json();
    expect(seen).toMatchObject({
      label: "Sub Partnership",
      parent: { name: "River Alliance" },
      restricted: false,
    });
    expect(seen.can).toMatchObject({ view: true, join: true });
  });
});

describe("creating and editing a group", () => {
  async function upload(member: { id: string }, bucket: string) {
    const response = await t.as(member).request(`/api/uploads/${bucket}`, {
      method: "POST",
      body: uploadForm(await pngImage(900, 600), "picture.png", "image/png"),
    });
    expect(response.status).toBe(201);
    return (await response.json()).file as { id: string; url: string };
  }

  it("makes its creator the owner, with the pictures they uploaded; an edit replaces a picture and deletes the old one", async () => {
    const founder = await createMember(t.deps.db, { firstName: "Fay" });
    const picture = await upload(founder, "group-profile-images");
    const cover = await upload(founder, "entity-covers");
    const created = await t.as(founder).send("/api/groups", {
      name: "  Tool Library  ",
      description: "Borrow a drill.\nReturn it.",
      visibility: "private",
      profileImageFileId: picture.id,
      coverPhotoFileId: cover.id,
    });
    expect(created.status).toBe(201);
    const group = (await created.json()).community;
    expect(group).toMatchObject({
      name: "Tool Library",
      label: "Group",
      visibility: "private",
      role: "owner",
      profileImage: picture.url,
      coverPhoto: cover.url,
      memberCount: 1,
      can: { update: true, createSubgroup: true, leave: false },
    });
    // A cover is not a group picture: the upload's bucket must match the field.
    const wrong = await t
      .as(founder)
      .send(`/api/groups/${group.id}`, { profileImageFileId: cover.id }, "PATCH");
    expect(wrong.status).toBe(422);
    // Someone else's upload cannot be taken.
    const other = await createMember(t.deps.db);
    const theirs = await upload(other, "group-profile-images");
    expect(
      (await t.as(founder).send(`/api/groups/${group.id}`, { profileImageFileId: theirs.id }, "PATCH"))
        .status,
    ).toBe(403);

    const next = await upload(founder, "group-profile-images");
    const edited = await t
      .as(founder)
      .send(`/api/groups/${group.id}`, { profileImageFileId: next.id, name: "Tools" }, "PATCH");
    expect((await edited.json()).community).toMatchObject({ name: "Tools", profileImage: next.url });
    expect((await t.request(picture.url)).status).toBe(404);
    expect((await t.request(next.url)).status).toBe(200);
  });

  it("lets in the requests waiting when a private group is made public", async () => {
    const owner = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db, { visibility: "private", owner });
    const asker = await createMember(t.deps.db);
    await t.as(asker).send(`/api/groups/${group.id}/membership`, {});
    await t.as(owner).send(`/api/groups/${group.id}`, { visibility: "public" }, "PATCH");
    expect((await (await t.as(asker).get(`/api/groups/${group.id}`)).json()).community).toMatchObject({
      restricted: false,
      role: "member",
    });
  });

  it("refuses an edit from a plain member and a group picture that is a video", async () => {
    const owner = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db, { owner });
    const member = await createMember(t.deps.db);
    await addMember(t.deps.db, group, member);
    expect((await t.as(member).send(`/api/groups/${group.id}`, { name: "Mine now" }, "PATCH")).status).toBe(
      403,
    );
    const video = await t.as(owner).request("/api/uploads/group-profile-images", {
      method: "POST",
      body: uploadForm(Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex"), "clip.mp4"),
    });
    expect(video.status).toBe(415);
    expect((await video.json()).error.message).toBe(
      "This file type is not allowed here: images (JPEG, PNG, GIF, WebP, AVIF, HEIC or TIFF).",
    );
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENTITY_STORAGE_QUOTA_BYTES, DOCUMENTS_BUCKET } from "../../../shared/entity-storage";
import { files } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { docxFile, pdfFile } from "../../test/documents";
import {
  STORAGE_BACKENDS,
  type StorageBackend,
  type TestStorage,
  testStorage,
  uploadTo,
} from "../../test/entity-files";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  type EntityFixture,
  type MemberFixture,
} from "../../test/factories";
import { pngImage } from "../../test/images";
import { startTestS3, type TestS3 } from "../../test/s3";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

/** The same routes on local disk and on S3: what a member notices must not differ. */
describe.each(STORAGE_BACKENDS)("an entity's files on %s", (backend: StorageBackend) => {
  let t: TestApp;
  let objects: TestStorage;
  let owner: MemberFixture;
  let admin: MemberFixture;
  let moderator: MemberFixture;
  let member: MemberFixture;
  let stranger: MemberFixture;
  let group: EntityFixture;
  let subgroup: EntityFixture;
  const filesOf = (entity: { id: number }, type = "groups") => `/api/${type}/${entity.id}/files`;

  beforeAll(async () => {
    objects = await testStorage(backend, s3);
    t = await createTestApp({}, { appDistDir: null, storage: objects.storage });
    const { db } = t.deps;
    owner = await createMember(db, { firstName: "Olu", lastName: "Owner" });
    admin = await createMember(db, { firstName: "Ada", lastName: "Admin" });
    moderator = await createMember(db, { firstName: "Mo", lastName: "Moderator" });
    member = await createMember(db, { firstName: "Mia", lastName: "Member" });
    stranger = await createMember(db, { firstName: "Sam", lastName: "Stranger" });
    group = await createGroup(db, { name: "Food Bank", visibility: "private", owner });
    await addMember(db, group, admin, "admin");
    await addMember(db, group, moderator, "moderator");
    await addMember(db, group, member, "member");
    subgroup = await createGroup(db, { name: "Drivers", visibility: "private", parent: group });
  });
  afterAll(async () => {
    await t?.close();
    objects?.close();
  });

  it("answers visitors 401 on every route", async () => {
    const file = `${filesOf(group)}/${crypto.randomUUID()}`;
    expect((await t.request(filesOf(group))).status).toBe(401);
    expect((await t.request(filesOf(group), { method: "POST", body: new FormData() })).status).toBe(401);
    expect((await t.request(file, { method: "DELETE" })).status).toBe(401);
    expect((await t.request(`${file}/download`)).status).toBe(401);
  });

  it("lets members list but only owners and admins upload; outsiders get 403, a missing group 404", async () => {
    const listed = await t.as(member).get(filesOf(group));
    expect(listed.status).toBe(200);
    const body = await listed.json();
    expect(body.entity).toEqual({ type: "group", id: group.id, name: "Food Bank" });
    expect(body.can).toEqual({ list: true, download: true, upload: false, delete: false });
    expect(body.usage.quotaBytes).toBe(DEFAULT_ENTITY_STORAGE_QUOTA_BYTES);
    expect(body.limits).toMatchObject({ maxFileBytes: 100 * 1024 * 1024 });
    for (const who of [member, moderator]) {
      const refused = await uploadTo(t.as(who), filesOf(group), Buffer.from("notes"), "notes.txt");
      expect(refused.status).toBe(403);
    }
    expect((await t.as(stranger).get(filesOf(group))).status).toBe(403);
    expect((await uploadTo(t.as(stranger), filesOf(group), Buffer.from("x"), "x.txt")).status).toBe(403);
    expect((await t.as(member).get("/api/groups/999999/files")).status).toBe(404);
    expect((await t.as(admin).get(filesOf(group))).status).toBe(200);
  });

  it("stores an upload as it came, typed by its content, and lists it newest first with its uploader", async () => {
    const text = Buffer.from("Rota\nMonday: Amara\n");
    const first = await uploadTo(t.as(owner), filesOf(group), text, "Driver rota.txt", "application/pdf");
    expect(first.status).toBe(201);
    const { file: rota, usage } = await first.json();
    expect(rota).toMatchObject({
      name: "Driver rota.txt",
      contentType: "text/plain",
      sizeBytes: text.length,
      uploader: { userId: owner.id, firstName: "Olu", lastName: "Owner" },
      can: { download: true, delete: true },
    });
    expect(rota.downloadUrl).toBe(`/api/groups/${group.id}/files/${rota.id}/download`);
    const picture = await pngImage(30, 20);
    const second = await uploadTo(t.as(admin), filesOf(group), picture, "map.png", "image/png");
    expect(second.status).toBe(201);
    const added = await second.json();
    expect(added.usage.usedBytes).toBe(usage.usedBytes + picture.length);

    const listed = await (await t.as(member).get(filesOf(group))).json();
    const names = listed.files.map((file: { name: string }) => file.name);
    expect(names.slice(0, 2)).toEqual(["map.png", "Driver rota.txt"]);
    expect(listed.files[0]).toMatchObject({ contentType: "image/png", sizeBytes: picture.length });
    expect(listed.files[0].uploader).toMatchObject({ firstName: "Ada", lastName: "Admin" });
    // Members may download but not delete; nobody's e-mail travels with an uploader.
    expect(listed.files[0].can).toEqual({ download: true, delete: false });
    expect(listed.usage.usedBytes).toBe(added.usage.usedBytes);
    expect(JSON.stringify(listed)).not.toContain(admin.email);
    // Kept as uploaded: an image is not re-encoded here.
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, added.file.id));
    const stored = await objects.storage.get(DOCUMENTS_BUCKET, row?.objectKey ?? "");
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).equals(picture)).toBe(true);
    expect(row).toMatchObject({ entityType: "group", entityId: group.id, bucketId: DOCUMENTS_BUCKET });
  });

  it("refuses content that is no document with 415, whatever its name, and keeps nothing", async () => {
    const before = (await objects.keys(DOCUMENTS_BUCKET)).length;
    const program = Buffer.concat([
      Buffer.from("MZ"),
      Buffer.alloc(62),
      Buffer.from("PE\0\0"),
      Buffer.alloc(100),
    ]);
    program.writeUInt32LE(64, 60);
    const refused = await uploadTo(t.as(owner), filesOf(group), program, "report.pdf", "application/pdf");
    expect(refused.status).toBe(415);
    const { error } = await refused.json();
    expect(error.message).toContain("This file type cannot be stored here. Files may be PDF, Word");
    expect(error.issues).toEqual([{ path: "file", message: error.message }]);
    expect((await objects.keys(DOCUMENTS_BUCKET)).length).toBe(before);
  });

  it("takes Office documents and PDFs, naming them by what they are", async () => {
    const word = await uploadTo(t.as(owner), filesOf(group), docxFile(), "minutes");
    expect(word.status).toBe(201);
    expect((await word.json()).file).toMatchObject({
      name: "minutes.docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    const pdf = await uploadTo(t.as(owner), filesOf(group), pdfFile(), "Annual report 2026.PDF");
    expect((await pdf.json()).file).toMatchObject({
      name: "Annual report 2026.pdf",
      contentType: "application/pdf",
    });
  });

  it("deletes a file and its object; members may not, and a second delete finds nothing", async () => {
    const added = await (
      await uploadTo(t.as(owner), filesOf(group), Buffer.from("old flyer"), "flyer.txt")
    ).json();
    const path = `${filesOf(group)}/${added.file.id}`;
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, added.file.id));
    const key = row?.objectKey ?? "";
    expect(await objects.storage.exists(DOCUMENTS_BUCKET, key)).toBe(true);

    expect((await t.as(member).request(path, { method: "DELETE" })).status).toBe(403);
    expect((await t.as(stranger).request(path, { method: "DELETE" })).status).toBe(403);
    const deleted = await t.as(admin).request(path, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: { id: added.file.id } });
    expect(await objects.storage.exists(DOCUMENTS_BUCKET, key)).toBe(false);
    const listed = await (await t.as(owner).get(filesOf(group))).json();
    expect(listed.files.map((file: { id: string }) => file.id)).not.toContain(added.file.id);
    const again = await t.as(admin).request(path, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe("This file does not exist. It may have been deleted.");
  });

  it("lets rights flow down: the parent's owner manages the private subgroup's files, its members see none", async () => {
    const uploaded = await uploadTo(t.as(owner), filesOf(subgroup), Buffer.from("routes"), "routes.txt");
    expect(uploaded.status).toBe(201);
    const { file } = await uploaded.json();
    expect((await t.as(admin).get(filesOf(subgroup))).status).toBe(200);
    expect((await t.as(member).get(filesOf(subgroup))).status).toBe(403);
    expect((await t.as(member).get(`${filesOf(subgroup)}/${file.id}/download`)).status).toBe(403);
    // A file is reached only through its own entity.
    expect((await t.as(owner).get(`${filesOf(group)}/${file.id}/download`)).status).toBe(404);
    expect((await t.as(owner).request(`${filesOf(group)}/${file.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
  });

  it("serves partnerships and events alike (an event's host runs its storage)", async () => {
    const { db } = t.deps;
    const partnership = await createPartnership(db, { owner });
    const event = await createEvent(db, { host: admin, visibility: "private" });
    await addMember(db, event, member, "member");
    const toPartnership = await uploadTo(
      t.as(owner),
      filesOf(partnership, "partnerships"),
      pdfFile(),
      "mou.pdf",
    );
    expect(toPartnership.status).toBe(201);
    expect((await toPartnership.json()).file.downloadUrl).toContain(
      `/api/partnerships/${partnership.id}/files/`,
    );
    expect((await uploadTo(t.as(admin), filesOf(event, "events"), pdfFile(), "plan.pdf")).status).toBe(201);
    const listed = await (await t.as(member).get(filesOf(event, "events"))).json();
    expect(listed.files.map((file: { name: string }) => file.name)).toEqual(["plan.pdf"]);
    expect((await t.as(stranger).get(filesOf(event, "events"))).status).toBe(403);
  });

  it("pages the list newest first with a cursor, and refuses a cursor not its own", async () => {
    const { db } = t.deps;
    const many = await createGroup(db, { owner });
    const base = Date.parse("2026-01-01T00:00:00Z");
    await db.insert(files).values(
      Array.from({ length: 53 }, (_, index) => ({
        bucketId: DOCUMENTS_BUCKET,
        objectKey: `${crypto.randomUUID()}.txt`,
        ownerId: owner.id,
        entityType: "group",
        entityId: many.id,
        fileName: `file-${String(index).padStart(2, "0")}.txt`,
        contentType: "text/plain",
        sizeBytes: 10,
        // Two files share each instant: the cursor's id must tell them apart.
        createdAt: new Date(base + Math.floor(index / 2) * 1000),
      })),
    );
    const first = await (await t.as(owner).get(filesOf(many))).json();
    expect(first.files).toHaveLength(50);
    expect(first.usage.usedBytes).toBe(530);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (
      await t.as(owner).get(`${filesOf(many)}?cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.files).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.files, ...second.files].map((file: { name: string }) => file.name);
    expect(new Set(seen).size).toBe(53);
    expect(seen[0]).toMatch(/^file-5[12]\.txt$/);
    expect(seen.at(-1)).toMatch(/^file-0[01]\.txt$/);
    expect((await t.as(owner).get(`${filesOf(many)}?cursor=forged`)).status).toBe(422);
  });
});

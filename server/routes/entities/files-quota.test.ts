import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_BUCKET } from "../../../shared/entity-storage";
import { addEntityFile } from "../../commands/entity-files";
import { files } from "../../db/schema";
import { AppError } from "../../errors";
import { createTestApp, type TestApp } from "../../test/app";
import {
  STORAGE_BACKENDS,
  type StorageBackend,
  type TestStorage,
  testStorage,
  uploadTo,
} from "../../test/entity-files";
import { createGroup, createMember, type MemberFixture } from "../../test/factories";
import { uploadForm } from "../../test/images";
import { startTestS3, type TestS3 } from "../../test/s3";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

const QUOTA = 1000;
const text = (bytes: number) => Buffer.from("a".repeat(bytes));

describe.each(STORAGE_BACKENDS)("an entity's quota on %s", (backend: StorageBackend) => {
  let t: TestApp;
  let objects: TestStorage;
  let owner: MemberFixture;

  beforeAll(async () => {
    objects = await testStorage(backend, s3);
    t = await createTestApp(
      { ENTITY_STORAGE_QUOTA_BYTES: String(QUOTA) },
      { appDistDir: null, storage: objects.storage },
    );
    owner = await createMember(t.deps.db);
  });
  afterAll(async () => {
    await t?.close();
    objects?.close();
  });

  const rowsOf = (groupId: number) =>
    t.deps.db
      .select()
      .from(files)
      .where(and(eq(files.entityType, "group"), eq(files.entityId, groupId)));

  it("refuses an upload that does not fit, saying how much is left, and keeps nothing of it", async () => {
    const group = await createGroup(t.deps.db, { owner });
    const path = `/api/groups/${group.id}/files`;
    expect((await uploadTo(t.as(owner), path, text(600), "a.txt")).status).toBe(201);
    const before = await objects.keys(DOCUMENTS_BUCKET);
    const refused = await uploadTo(t.as(owner), path, text(600), "b.txt");
    expect(refused.status).toBe(413);
    expect((await refused.json()).error).toMatchObject({
      code: "payload_too_large",
      message:
        "This group's storage is full: 400 bytes of its 1000 bytes is left, and this file is 600 bytes. Delete some files to make room.",
    });
    expect(await objects.keys(DOCUMENTS_BUCKET)).toEqual(before);
    // What fits still goes in, to the byte.
    expect((await uploadTo(t.as(owner), path, text(400), "c.txt")).status).toBe(201);
    const listed = await (await t.as(owner).get(path)).json();
    expect(listed.usage).toEqual({ usedBytes: 1000, quotaBytes: QUOTA });
  });

  it("holds under concurrent uploads: of two that fit alone but not together, exactly one is stored", async () => {
    const group = await createGroup(t.deps.db, { owner });
    const path = `/api/groups/${group.id}/files`;
    const before = (await objects.keys(DOCUMENTS_BUCKET)).length;
    const answers = await Promise.all(
      ["first.txt", "second.txt"].map((name) => uploadTo(t.as(owner), path, text(600), name)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413]);
    expect(await rowsOf(group.id)).toHaveLength(1);
    // The refused upload's object was deleted again.
    expect((await objects.keys(DOCUMENTS_BUCKET)).length).toBe(before + 1);
  });

  it("holds in the command itself, under the entity's lock (no check before it to lean on)", async () => {
    const group = await createGroup(t.deps.db, { owner });
    const ref = { type: "group" as const, id: group.id };
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        addEntityFile(t.deps, {
          entity: ref,
          uploaderId: owner.id,
          fileName: `part-${n}.txt`,
          content: { data: text(400) },
          checked: { mime: "text/plain", ext: "txt" },
          quotaBytes: QUOTA,
          memberQuotaBytes: Number.MAX_SAFE_INTEGER,
        }),
      ),
    );
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    const rows = await rowsOf(group.id);
    expect(rows.reduce((sum, row) => sum + row.sizeBytes, 0)).toBe(800);
  });
});

describe("an upload over the documents bucket's limit", () => {
  let t: TestApp;
  let owner: MemberFixture;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createMember(t.deps.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is refused with 413 while it streams in, before it is whole", async () => {
    const group = await createGroup(t.deps.db, { owner });
    // The form's head and tail around 200 MB made on the fly, with no declared length: the server
    // must count as it reads, and stop soon after the limit. The stream says how much it was asked for.
    const form = new Response(uploadForm(Buffer.from("BODY"), "big.txt", "text/plain"));
    const sample = Buffer.from(await form.arrayBuffer());
    const at = sample.indexOf("BODY");
    const [head, tail] = [sample.subarray(0, at), sample.subarray(at + 4)];
    const total = 200 * 1024 * 1024;
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(new Uint8Array(tail));
          return controller.close();
        }
        sent += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const response = await t.as(owner).request(`/api/groups/${group.id}/files`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": form.headers.get("content-type") ?? "" },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe("This file is too large. The limit is 100 MB.");
    expect(sent).toBeLessThan(110 * 1024 * 1024);
    expect(await t.deps.db.select().from(files).where(eq(files.entityId, group.id))).toEqual([]);
  });
});

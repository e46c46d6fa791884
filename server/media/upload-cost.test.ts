import { mkdtemp, readdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createGroup, createMember, type MemberFixture } from "../test/factories";
import { pngImage, uploadForm } from "../test/images";
import { sweepStaleUploads, uploadsTmpDir } from "./receive-upload";

/**
 * What an upload costs the server, bounded (issue 26): eight parallel refused 100 MB uploads took
 * a server from 445 MB to 1.5 GB, since each was read whole into memory before its type was
 * looked at. Now the type is decided by the first bytes and a refused one answered at once, the
 * rest streams to a temporary file, uploads in flight are capped per member and per server, and a
 * member's storage is bounded across every entity they upload to.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    UPLOADS_PER_MEMBER: "2",
    UPLOADS_PER_SERVER: "3",
    MEMBER_STORAGE_QUOTA_BYTES: "3000",
    ENTITY_STORAGE_QUOTA_BYTES: "2000",
  });
});
afterAll(async () => {
  await t?.close();
});

/**
 * A form whose file is `head` followed by `size` bytes of filler, made on the fly as the server
 * asks for it: `asked()` says how much of it the server read. `hold` keeps the body open (an upload
 * under way) until `release()`.
 */
function slowForm(head: Buffer, size: number, options: { hold?: boolean } = {}) {
  const sample = Buffer.from("HEAD");
  const encoded = new Response(uploadForm(sample, "upload.bin", "application/octet-stream"));
  let asked = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const prepared = encoded.arrayBuffer().then((buffer) => {
    const bytes = Buffer.from(buffer);
    const at = bytes.indexOf(sample);
    return { before: bytes.subarray(0, at), after: bytes.subarray(at + sample.length) };
  });
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  let sent = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { before, after } = await prepared;
      if (!started) {
        started = true;
        controller.enqueue(new Uint8Array(Buffer.concat([before, head])));
        asked += before.length + head.length;
        return;
      }
      if (options.hold) await held;
      if (sent >= size) {
        controller.enqueue(new Uint8Array(after));
        return controller.close();
      }
      const next = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += next.length;
      asked += next.length;
      controller.enqueue(new Uint8Array(next));
    },
  });
  return {
    init: {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    } as RequestInit,
    asked: () => asked,
    release: () => release(),
  };
}

const MB = 1024 * 1024;

describe("receiving an upload", () => {
  it("refuses a file that is no image by its first bytes, having read next to none of a 100 MB body", async () => {
    const member = await createMember(t.deps.db);
    const form = slowForm(Buffer.from("MZ not a picture"), 100 * MB);
    const refused = await t.as(member).request("/api/uploads/post-media", form.init);
    expect(refused.status).toBe(415);
    expect((await refused.json()).error.message).toBe("This file is not an image or a video.");
    expect(form.asked()).toBeLessThan(2 * MB);
  });

  it("refuses an image past its bucket's limit as it streams in, and keeps nothing", async () => {
    const member = await createMember(t.deps.db);
    const form = slowForm(await pngImage(), 60 * MB);
    const refused = await t.as(member).request("/api/uploads/post-media", form.init);
    expect(refused.status).toBe(413);
    expect(form.asked()).toBeLessThan(52 * MB);
    expect(await readdir(uploadsTmpDir(t.deps.config)).catch(() => [])).toEqual([]);
  });

  it(`takes at most 2 uploads of a member and 3 of the server at once; the next is told to wait`, async () => {
    const [ana, ben, cleo] = await Promise.all([1, 2, 3].map(() => createMember(t.deps.db)));
    const png = await pngImage();
    const under = (member: MemberFixture) => {
      const form = slowForm(png, 0, { hold: true });
      return { form, answer: t.as(member).request("/api/uploads/post-media", form.init) };
    };
    const held = [under(ana as MemberFixture), under(ana as MemberFixture)];
    // Until both of Ana's are under way, a third of hers would be early.
    await waitFor(() => t.deps.uploads.size() === 2);
    const third = await t.as(ana as MemberFixture).request("/api/uploads/post-media", slowForm(png, 0).init);
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("5");
    expect((await third.json()).error.message).toBe(
      "You are already uploading several files. Please wait for one to finish, then try again.",
    );
    held.push(under(ben as MemberFixture));
    await waitFor(() => t.deps.uploads.size() === 3);
    const busy = await t.as(cleo as MemberFixture).request("/api/uploads/post-media", slowForm(png, 0).init);
    expect(busy.status).toBe(503);
    expect((await busy.json()).error.message).toBe(
      "The server is busy receiving other uploads. Please try again in a moment.",
    );
    for (const { form } of held) form.release();
    for (const { answer } of held) expect((await answer).status).toBe(201);
    expect(t.deps.uploads.size()).toBe(0);
    // Slots given back: Cleo uploads now.
    expect(
      (await t.as(cleo as MemberFixture).request("/api/uploads/post-media", slowForm(png, 0).init)).status,
    ).toBe(201);
    expect(await readdir(uploadsTmpDir(t.deps.config))).toEqual([]);
  });
});

describe("a member's storage", () => {
  it("is bounded across every group they upload to, not multiplied by starting more", async () => {
    const member = await createMember(t.deps.db);
    const groups = await Promise.all([1, 2, 3].map(() => createGroup(t.deps.db, { owner: member })));
    const document = (n: number) => uploadForm(Buffer.from("a".repeat(1200)), `notes-${n}.txt`, "text/plain");
    const send = (group: { id: number }, n: number) =>
      t.as(member).request(`/api/groups/${group.id}/files`, { method: "POST", body: document(n) });
    expect((await send(groups[0] as { id: number }, 1)).status).toBe(201);
    expect((await send(groups[1] as { id: number }, 2)).status).toBe(201);
    // Each group has room (2,000 bytes each); the member's 3,000 do not.
    const refused = await send(groups[2] as { id: number }, 3);
    expect(refused.status).toBe(413);
    expect((await refused.json()).error.message).toBe(
      "Your storage is full: 600 bytes of your 2.9 KB is left, and this file is 1.2 KB. Delete some of your files or posts with pictures to make room.",
    );
  });
});

async function waitFor(condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("uploads a server left half received", () => {
  it("are swept at start-up once a day old; younger ones may be under way", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "cg-sweep-"));
    await writeFile(path.join(folder, "upload-old"), "x");
    await writeFile(path.join(folder, "upload-new"), "y");
    const dayAgo = (Date.now() - 86_400_000 - 1000) / 1000;
    await utimes(path.join(folder, "upload-old"), dayAgo, dayAgo);
    expect(await sweepStaleUploads(folder)).toBe(1);
    expect(await readdir(folder)).toEqual(["upload-new"]);
    expect(await sweepStaleUploads(path.join(folder, "missing"))).toBe(0);
  });
});

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, type MemberFixture } from "../../test/factories";
import { hasGpsDirectory, phoneJpeg, pngImage, uploadForm } from "../../test/images";
import { MEDIA, PLACE, phoneVideo } from "../../test/video-fixtures";

let t: TestApp;
let member: MemberFixture;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.deps.db);
});
afterAll(async () => {
  await t?.close();
});

const upload = (bucket: string, body: FormData | string, headers: Record<string, string> = {}) =>
  t.as(member).request(`/api/uploads/${bucket}`, { method: "POST", body, headers });

/**
 * A form as a stream of its own, with no declared length, so the server must count while it
 * reads. (Not the FormData itself: when the server stops reading one, Node 24's fetch keeps
 * writing into the cancelled stream and fails the test run with an unhandled rejection.)
 */
async function streamedForm(form: FormData) {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
  return {
    body,
    duplex: "half" as const,
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  };
}

/** The stored bytes behind a presented file's URL, fetched as a browser would. */
async function fetchStored(url: string) {
  const response = await t.request(url);
  expect(response.status).toBe(200);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
}

describe("POST /api/uploads/:bucket", () => {
  it("stores a phone photo upright, as WebP, without its EXIF and GPS position", async () => {
    const photo = await phoneJpeg({ width: 60, height: 40, orientation: 6 });
    expect(hasGpsDirectory((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await upload("post-media", uploadForm(photo, "IMG_0001.JPG", "image/jpeg"));
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file).toMatchObject({ contentType: "image/webp", width: 40, height: 60 });
    expect(file.url).toMatch(/^\/api\/files\/post-media\/[0-9a-f-]+\.webp$/);

    const { response: served, data } = await fetchStored(file.url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    const stored = await sharp(data).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([40, 60]);

    const [row] = await t.deps.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({
      ownerId: member.id,
      bucketId: "post-media",
      fileName: "IMG_0001.webp",
      contentType: "image/webp",
      sizeBytes: data.length,
    });
  });

  it("crops avatars to 400 × 400 and shrinks large post images to 1600 px", async () => {
    const avatar = await upload("avatars", uploadForm(await pngImage(900, 500), "me.png", "image/png"));
    expect((await avatar.json()).file).toMatchObject({ width: 400, height: 400 });
    const wide = await upload("post-media", uploadForm(await pngImage(3200, 1000), "wide.png", "image/png"));
    expect((await wide.json()).file).toMatchObject({ width: 1600, height: 500 });
    const cover = await upload("entity-covers", uploadForm(await pngImage(2400, 1800), "c.png"));
    expect((await cover.json()).file).toMatchObject({ width: 1200, height: 900 });
  });

  it("judges by content: a PNG named .jpg and sent as image/jpeg is read as the PNG it is", async () => {
    const response = await upload("avatars", uploadForm(await pngImage(), "photo.jpg", "image/jpeg"));
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file.contentType).toBe("image/webp");
  });

  it("refuses a text file named photo.png", async () => {
    const response = await upload(
      "avatars",
      uploadForm(Buffer.from("just some text\n"), "photo.png", "image/png"),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe("This file is not an image.");
  });

  it("refuses a type the bucket does not take, naming what it takes", async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    const response = await upload("avatars", uploadForm(tiff, "scan.tiff"));
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe(
      "This file type is not allowed here: JPEG, PNG, GIF or WebP images.",
    );
  });

  it("stores a phone's video without where it was filmed, its picture and sound as they came", async () => {
    for (const [brand, name, mime] of [
      ["isom", "holiday.mp4", "video/mp4"],
      ["qt  ", "holiday.mov", "video/quicktime"],
    ] as const) {
      const video = phoneVideo(brand);
      const response = await upload("post-media", uploadForm(video, name, mime));
      expect(response.status).toBe(201);
      const { file } = await response.json();
      expect(file).toMatchObject({ contentType: mime, sizeBytes: video.length });
      const stored = (await fetchStored(file.url)).data;
      expect(stored.length).toBe(video.length);
      expect(stored.includes(PLACE)).toBe(false);
      expect(stored.includes("iPhone")).toBe(false);
      expect(stored.indexOf(MEDIA)).toBe(video.indexOf(MEDIA));
    }
    // A video whose boxes do not add up is refused rather than stored with what it may hold.
    const damaged = phoneVideo().subarray(0, -5);
    const refused = await upload("post-media", uploadForm(damaged, "broken.mp4", "video/mp4"));
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toBe(
      "We could not read this video. It may be damaged; try exporting it again as MP4.",
    );
  });

  it("keeps an MP4 video without metadata as it came in post-media, and refuses it as an avatar", async () => {
    // An ISO BMFF header (ftyp isom) and an empty media box: what file-type reads as video/mp4.
    const mp4 = Buffer.concat([
      Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex"),
      Buffer.from("000000086d646174", "hex"),
    ]);
    const response = await upload("post-media", uploadForm(mp4, "clip.mp4", "video/mp4"));
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file).toMatchObject({
      contentType: "video/mp4",
      width: null,
      height: null,
      sizeBytes: mp4.length,
    });
    expect((await fetchStored(file.url)).data.equals(mp4)).toBe(true);
    const avatar = await upload("avatars", uploadForm(mp4, "clip.mp4"));
    expect(avatar.status).toBe(415);
    expect((await avatar.json()).error.message).toBe(
      "This file type is not allowed here: JPEG, PNG, GIF or WebP images.",
    );
  });

  it("refuses an image it cannot decode", async () => {
    const broken = (await pngImage(200, 200)).subarray(0, 120);
    const response = await upload("avatars", uploadForm(broken, "broken.png"));
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toMatch(/could not read this image/);
  });

  it("refuses an upload over the bucket's limit with 413, by its declared length or while reading", async () => {
    // An image by its first bytes, too large by the rest.
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const streamed = await t.as(member).request("/api/uploads/avatars", {
      method: "POST",
      ...(await streamedForm(uploadForm(big, "big.png", "image/png"))),
    });
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.message).toBe("This file is too large. The limit is 5 MB.");

    const declared = await upload("post-media", "x", {
      "content-type": "multipart/form-data; boundary=abc",
      "content-length": String(60 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.message).toBe("This file is too large. The limit is 50 MB.");
  });

  it("answers a JSON body or a missing file with a 4xx", async () => {
    const json = await t.as(member).send("/api/uploads/avatars", { file: "x" });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append("other", "value");
    const missing = await upload("avatars", form);
    expect(missing.status).toBe(422);
  });

  it("refuses an unknown bucket and visitors", async () => {
    expect((await upload("documents", uploadForm(await pngImage(), "a.png"))).status).toBe(422);
    const visitor = await t.request("/api/uploads/avatars", {
      method: "POST",
      body: uploadForm(await pngImage(), "a.png"),
    });
    expect(visitor.status).toBe(401);
  });
});

describe("GET /api/files/:bucket/:key", () => {
  it("answers 404 for a file that does not exist", async () => {
    expect((await t.request("/api/files/avatars/0b7c6a3e-0000-4000-8000-000000000000.webp")).status).toBe(
      404,
    );
    expect((await t.request("/api/files/avatars/..%2Fsecret")).status).toBe(422);
  });
});

describe("GET /api/files/:bucket/:key with a Range", () => {
  it("serves the asked bytes with 206, and 416 beyond the end", async () => {
    const response = await upload("post-media", uploadForm(await pngImage(50, 50), "p.png"));
    const { file } = await response.json();
    const whole = Buffer.from(await (await t.request(file.url)).arrayBuffer());
    const part = await t.request(file.url, { headers: { range: "bytes=2-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 2-9/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(2, 10))).toBe(true);
    const tail = await t.request(file.url, { headers: { range: "bytes=-4" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(-4))).toBe(true);
    const beyond = await t.request(file.url, { headers: { range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
  });
});

describe("sanitiseFileName", () => {
  it("keeps letters and digits, drops paths and odd characters, and names the stored type", async () => {
    const { sanitiseFileName } = await import("../../media/store-upload");
    expect(sanitiseFileName("../../etc/passwd.png", "webp")).toBe("passwd.webp");
    expect(sanitiseFileName("C:\\photos\\Été 2026.JPG", "webp")).toBe("Été 2026.webp");
    expect(sanitiseFileName("a\u202Eb\u0000c.png", "webp")).toBe("a_b_c.webp");
    expect(sanitiseFileName("", "mp4")).toBe("file.mp4");
    expect(sanitiseFileName(`${"x".repeat(300)}.png`, "webp")).toHaveLength(105);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema";
import { createSignedDownloadUrl } from "../../storage/signed-urls";
import { createTestApp, type TestApp } from "../../test/app";
import {
  followDownload,
  STORAGE_BACKENDS,
  type StorageBackend,
  type TestStorage,
  testStorage,
  uploadTo,
} from "../../test/entity-files";
import {
  addMember,
  createGroup,
  createMember,
  type EntityFixture,
  type MemberFixture,
} from "../../test/factories";
import { pngImage } from "../../test/images";
import { startTestS3, type TestS3 } from "../../test/s3";
import { DOWNLOAD_LINK_SECONDS } from "./files";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/me")</script></svg>';
const HTML = "<!doctype html><title>Hi</title><script>fetch('/api/me')</script>";

describe.each(STORAGE_BACKENDS)("downloading an entity's file on %s", (backend: StorageBackend) => {
  let t: TestApp;
  let objects: TestStorage;
  let owner: MemberFixture;
  let member: MemberFixture;
  let group: EntityFixture;
  const filesPath = () => `/api/groups/${group.id}/files`;

  beforeAll(async () => {
    objects = await testStorage(backend, s3);
    t = await createTestApp({}, { appDistDir: null, storage: objects.storage });
    owner = await createMember(t.deps.db);
    member = await createMember(t.deps.db);
    group = await createGroup(t.deps.db, { visibility: "private", owner });
    await addMember(t.deps.db, group, member);
  });
  afterAll(async () => {
    await t?.close();
    objects?.close();
  });

  async function upload(data: Buffer, name: string) {
    const response = await uploadTo(t.as(owner), filesPath(), data, name);
    expect(response.status).toBe(201);
    return (await response.json()).file as { id: string; downloadUrl: string; name: string };
  }

  /** The member's download: the redirect, and what the link it points to serves. */
  async function download(file: { downloadUrl: string }) {
    const redirect = await t.as(member).get(file.downloadUrl);
    expect(redirect.status).toBe(302);
    const served = await followDownload(t, redirect);
    expect(served.status).toBe(200);
    return { location: redirect.headers.get("location") ?? "", served };
  }

  it("redirects to a short-lived link that saves SVG and HTML as attachments, never rendering them", async () => {
    for (const [data, name, type] of [
      [SVG, "plan.svg", "image/svg+xml"],
      [HTML, "invite.html", "text/html"],
    ] as const) {
      const file = await upload(Buffer.from(data), name);
      const { location, served } = await download(file);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("content-disposition")).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(await served.text()).toBe(data);
      if (backend === "local disk") {
        // Our own signed route: no sniffing, and a sandbox with nothing allowed, in case.
        expect(location).toMatch(
          /^\/api\/storage\/sign\/documents\/[0-9a-f-]+\.(svg|html)\?expires=\d+&dl=attachment&/,
        );
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
        const expires = Number(new URL(location, "http://x").searchParams.get("expires"));
        expect(expires - Date.now() / 1000).toBeLessThanOrEqual(DOWNLOAD_LINK_SECONDS);
      } else {
        // A presigned GET on the object storage's origin, not ours.
        expect(location.startsWith(`${s3.endpoint}/`)).toBe(true);
        expect(new URL(location).searchParams.get("X-Amz-Expires")).toBe(String(DOWNLOAD_LINK_SECONDS));
      }
    }
  });

  it("shows a plain raster image inline, and keeps a name with accents readable", async () => {
    const picture = await pngImage(12, 12);
    const file = await upload(picture, "Café map.png");
    const { served } = await download(file);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="Caf_ map.png"; filename*=UTF-8''Caf%C3%A9%20map.png`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });

  it("keeps documents off the public files route: their key alone opens nothing", async () => {
    const file = await upload(Buffer.from("board minutes, private"), "minutes.txt");
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, file.id));
    const response = await t.request(`/api/files/documents/${row?.objectKey}`);
    expect(response.status).toBe(422);
    expect(await response.text()).not.toContain("board minutes");
    expect(await t.deps.storage.exists("documents", row?.objectKey ?? "")).toBe(true);
  });

  it("answers 404 for a file that is not there", async () => {
    const response = await t.as(member).get(`${filesPath()}/${crypto.randomUUID()}/download`);
    expect(response.status).toBe(404);
    expect((await t.as(member).get(`${filesPath()}/not-a-uuid/download`)).status).toBe(422);
  });
});

describe("our signed download links", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.storage.put("documents", "page.html", Buffer.from(HTML), "text/html");
  });
  afterAll(async () => {
    await t?.close();
  });
  const sign = (now = Date.now()) =>
    createSignedDownloadUrl(
      t.deps.secret,
      "documents",
      "page.html",
      60,
      { disposition: "attachment", fileName: "page.html", contentType: "text/html" },
      now,
    );

  it("refuse a link edited to render inline, to another type or name, and an expired one", async () => {
    expect((await t.request(sign())).status).toBe(200);
    for (const [from, to] of [
      ["dl=attachment", "dl=inline"],
      ["type=text%2Fhtml", "type=text%2Fplain"],
      ["name=page.html", "name=page.txt"],
      ["dl=attachment", "dl=open"],
    ] as const) {
      const edited = await t.request(sign().replace(from, to));
      expect(edited.status, `${from} → ${to}`).toBe(403);
    }
    const expired = await t.request(sign(Date.now() - 120_000));
    expect(expired.status).toBe(403);
    expect((await expired.json()).error.message).toBe("This link is invalid or has expired.");
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createFile, createGroup, createMember, createPost, type MemberFixture } from "../test/factories";

const PUBLIC_URL = "https://cg.example.org";
let t: TestApp;
let dist: string;
let ana: MemberFixture;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "cg-dist-"));
  writeFileSync(
    path.join(dist, "_shell.html"),
    `<!doctype html><html><head><meta charset="UTF-8" /><link rel="manifest" href="%PUBLIC_URL%/manifest.webmanifest" /><title>Common Ground</title></head><body><div id="root"></div></body></html>`,
  );
  t = await createTestApp({ PUBLIC_URL }, { appDistDir: dist });
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The page as an unfurler gets it: no cookie, no script run. */
async function page(pathname: string) {
  const response = await t.request(pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  return response.text();
}
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe("/post/{id} as the server sends it", () => {
  it("carries the post's Open Graph and Twitter tags in its head, escaped", async () => {
    const ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "<Okafor>" });
    const post = await createPost(t.deps.db, ana, {
      content: `Harvest "day" with @[Ben](${ben.id}) & friends <script>alert(1)</script> ${"more words ".repeat(40)}`,
    });
    const html = await page(`/post/${post.id}`);
    expect(html).toContain("<title>Ana Diaz on Common Ground</title>");
    expect(meta(html, "og:title")).toBe("Ana Diaz on Common Ground");
    const description = meta(html, "og:description") ?? "";
    expect(description.startsWith("Harvest &quot;day&quot; with Ben &amp; friends &lt;script&gt;")).toBe(
      true,
    );
    expect(description.length).toBeLessThan(260);
    expect(meta(html, "og:url")).toBe(`${PUBLIC_URL}/post/${post.id}`);
    expect(meta(html, "og:image")).toBe(`${PUBLIC_URL}/og-image.png`);
    expect(meta(html, "twitter:card")).toBe("summary");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(`${PUBLIC_URL}/manifest.webmanifest`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("shows the first picture, by its absolute address, as a large card", async () => {
    const picture = await createFile(t.deps.db, ana);
    const post = await createPost(t.deps.db, ana, { content: "Our garden", media: [picture] });
    const html = await page(`/post/${post.id}`);
    expect(meta(html, "og:image")).toBe(`${PUBLIC_URL}/api/files/post-media/${picture.objectKey}`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
  });

  it("shares nothing of a private group's post, nor of a missing one", async () => {
    const group = await createGroup(t.deps.db, { visibility: "private", owner: ana });
    const secret = await createPost(t.deps.db, ana, {
      target: group,
      content: "Board minutes: confidential",
    });
    for (const id of [secret.id, crypto.randomUUID(), "not-a-uuid"]) {
      const html = await page(`/post/${id}`);
      expect(meta(html, "og:title")).toBe("Common Ground");
      expect(html).not.toContain("confidential");
      expect(html).not.toContain("Ana Diaz");
      expect(meta(html, "og:url")).toBe(`${PUBLIC_URL}/`);
    }
  });
});

import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { acceptsGzip } from "./static";
import { LocalStorage } from "./storage/local-storage";
import { createTestApp, type TestApp } from "./test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
});
afterAll(async () => {
  await t?.close();
});

describe("API basics", () => {
  it("reports a reachable database on /api/health", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", database: { reachable: true }, storage: { writable: true } });
  });

  it("reports degraded, still 200, when the storage folder cannot take writes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cg-storage-"));
    const notAFolder = path.join(dir, "storage");
    writeFileSync(notAFolder, "a file where the storage folder should be");
    const degraded = await createTestApp();
    degraded.deps.storage = new LocalStorage(notAFolder);
    try {
      const response = await degraded.request("/api/health");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "degraded", storage: { writable: false } });
    } finally {
      await degraded.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers an unknown API route with a 404 JSON error", async () => {
    const response = await t.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/no-such-thing");
  });

  it("answers malformed JSON with a 400 and a message", async () => {
    const response = await t.request("/api/beta-signups", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "Ada",',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({
      code: "invalid_json",
      message: "The request body is not valid JSON.",
    });
  });

  it("refuses a body over the limit with a 413", async () => {
    const response = await t.request("/api/beta-signups", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const response = await t.request("/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("reports 503 when the database cannot be reached", async () => {
    const broken = await createTestApp();
    await broken.deps.database.close();
    const response = await broken.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: { reachable: false } });
    await broken.close().catch(() => {});
  });
});

describe("serving the browser app", () => {
  let s: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "cg-dist-"));
    mkdirSync(path.join(dist, "assets"));
    mkdirSync(path.join(dist, "features", "groups"), { recursive: true });
    mkdirSync(path.join(dist, "about"));
    writeFileSync(path.join(dist, "_shell.html"), "<html><body>shell</body></html>");
    writeFileSync(
      path.join(dist, "index.html"),
      '<html><meta property="og:url" content="%PUBLIC_URL%/">home</html>',
    );
    writeFileSync(path.join(dist, "features", "groups", "index.html"), "<html>groups page</html>");
    writeFileSync(path.join(dist, "assets", "app-123.js"), "console.log(1)");
    writeFileSync(path.join(dist, "assets", "app-123.js.map"), '{"version":3,"sources":["app/main.tsx"]}');
    writeFileSync(path.join(dist, "assets", "app-big.js"), "console.log('a long bundle');\n".repeat(200));
    // A chunk of a few hundred bytes, and one whose gzip would be no smaller (random bytes).
    writeFileSync(
      path.join(dist, "assets", "app-chunk.js"),
      "export const a = 'a small chunk';\n".repeat(12),
    );
    writeFileSync(path.join(dist, "assets", "app-noise.js"), randomBytes(200));
    writeFileSync(path.join(dist, "about", "index.html"), `<html>${"<p>about us</p>".repeat(200)}</html>`);
    // The built worker: vite-plugin-pwa compiles app/sw/ to dist/app/sw.js.
    writeFileSync(
      path.join(dist, "sw.js"),
      'self.addEventListener("push", (event) => event.waitUntil(Promise.resolve()));',
    );
    s = await createTestApp({ PUBLIC_URL: "https://cg.example.org" }, { appDistDir: dist });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("serves prerendered pages with the public URL filled in", async () => {
    const home = await s.request("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('content="https://cg.example.org/"');
    const page = await s.request("/features/groups");
    expect(await page.text()).toContain("groups page");
    expect((await s.request("/features/groups/")).status).toBe(200);
  });

  it("serves the push service worker at /sw.js, as JavaScript, never cached stale, allowed by the CSP", async () => {
    const worker = await s.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toContain("text/javascript");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(await worker.text()).toContain('addEventListener("push"');
    const page = await s.request("/dashboard");
    expect(page.headers.get("content-security-policy")).toContain("worker-src 'self'");
  });

  it("falls back to the app shell for other routes (history fallback)", async () => {
    const response = await s.request("/dashboard");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("shell");
  });

  it("answers a path the app has no page for with the shell and 404, so the app shows its not-found page", async () => {
    for (const missing of ["/this/page/does-not-exist", "/features/time-travel", "/groups/12/nothing"]) {
      const response = await s.request(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).toContain("shell");
    }
    expect((await s.request("/groups/12", { method: "HEAD" })).status).toBe(200);
    expect((await s.request("/nowhere", { method: "HEAD" })).status).toBe(404);
  });

  it("serves hashed assets with a long cache and unknown files as 404", async () => {
    const asset = await s.request("/assets/app-123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await s.request("/assets/missing.js")).status).toBe(404);
    expect((await s.request("/../package.json")).status).not.toBe(200);
  });

  it("serves source maps outside production only", async () => {
    const appIn = (nodeEnv: "development" | "test" | "production") =>
      createApp(
        {
          ...s.deps,
          config: { ...s.deps.config, NODE_ENV: nodeEnv, isProduction: nodeEnv === "production" },
        },
        { appDistDir: dist },
      );
    for (const nodeEnv of ["development", "test"] as const) {
      const map = await appIn(nodeEnv).request("http://localhost/assets/app-123.js.map");
      expect(map.status).toBe(200);
      expect(await map.json()).toMatchObject({ version: 3 });
    }
    const production = appIn("production");
    for (const method of ["GET", "HEAD"]) {
      const map = await production.request("http://localhost/assets/app-123.js.map", { method });
      expect(map.status).toBe(404);
    }
    expect((await production.request("http://localhost/assets/app-123.js")).status).toBe(200);
  });

  it("sends pages and text assets gzipped to browsers that accept it, compressed once", async () => {
    for (const file of ["/about", "/assets/app-big.js", "/assets/app-chunk.js"]) {
      const plain = await s.request(file);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      const text = await plain.text();
      for (let i = 0; i < 2; i++) {
        const zipped = await s.request(file, { headers: { "accept-encoding": "gzip, deflate, br" } });
        expect(zipped.headers.get("content-encoding")).toBe("gzip");
        const bytes = Buffer.from(await zipped.arrayBuffer());
        expect(zipped.headers.get("content-length")).toBe(String(bytes.length));
        expect(bytes.length).toBeLessThan(text.length);
        expect(gunzipSync(bytes).toString()).toBe(text);
      }
    }
    // Too small to be worth it, no smaller gzipped, and a refused gzip.
    for (const file of ["/assets/app-123.js", "/assets/app-noise.js"]) {
      const small = await s.request(file, { headers: { "accept-encoding": "gzip" } });
      expect(small.headers.get("content-encoding")).toBeNull();
      expect(Buffer.from(await small.arrayBuffer())).toEqual(readFileSync(path.join(dist, file)));
    }
    const refused = await s.request("/about", { headers: { "accept-encoding": "gzip;q=0, br" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("reads Accept-Encoding as browsers and proxies write it", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("still answers unknown API routes with JSON", async () => {
    const response = await s.request("/api/nope");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});

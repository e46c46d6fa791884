import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { LOGO_BUCKET, LOGO_KEY } from "../routes/site";
import { createSignedObjectUrl } from "../storage/signed-urls";
import { createTestApp, type TestApp } from "../test/app";

/**
 * The headers and the access log every response gets. They are added one way on Node (straight
 * onto Node's response, the fast path) and another under `app.request`; both are checked here.
 */

let t: TestApp;
let app: ReturnType<typeof createApp>;
let server: ReturnType<typeof serve>;
let baseUrl: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = createApp({ ...t.deps, logger: pino({ level: "info" }, sink) }, { appDistDir: null });
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const transports = {
  "in process": (path: string, init?: RequestInit) =>
    Promise.resolve(app.request(`http://localhost${path}`, init)),
  "over HTTP on Node": (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
};

describe.each(Object.entries(transports))("every response, %s", (_name, send) => {
  it("carries the security headers, a request id and no-store on API answers; the access log has the request", async () => {
    const response = await send("/api/site/config");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toContain("application/json");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: "request",
        requestId,
        method: "GET",
        path: "/api/site/config",
        status: 200,
      }),
    );
  });

  it("logs reset and verification links by their route, never their token or query", async () => {
    const token = `tok${crypto.randomUUID().replaceAll("-", "")}`;
    const manual = { redirect: "manual" } as const;
    const reset = await send(
      `/api/auth/reset-password/${token}?callbackURL=%2Fauth%2Freset-password-confirm`,
      manual,
    );
    const verify = await send(`/api/auth/verify-email?token=${token}&callbackURL=%2Fauth%2Fcallback`, manual);
    expect(reset.status).toBe(302);
    expect(verify.status).toBe(302);
    expect(JSON.stringify(lines)).not.toContain(token);
    const pathOf = (response: Response) =>
      lines.find((line) => line.requestId === response.headers.get("x-request-id"))?.path;
    expect(pathOf(reset)).toBe("/api/auth/reset-password/:token");
    expect(pathOf(verify)).toBe("/api/auth/verify-email");
  });

  it("logs other requests by their route too, and a path nothing serves as the catch-all", async () => {
    const pathOf = async (path: string, init?: RequestInit) => {
      const response = await send(path, { redirect: "manual", ...init });
      return lines.find((line) => line.requestId === response.headers.get("x-request-id"))?.path;
    };
    expect(await pathOf("/api/groups/123456")).toBe("/api/groups/:id");
    expect(await pathOf("/api/auth/callback/google?state=forged&code=x")).toBe("/api/auth/callback/:id");
    expect(await pathOf("/api/auth/no-such-endpoint/secret-123")).toBe("/api/auth/*");
    expect(await pathOf("/api/no-such-route/secret-123")).toBe("/api/*");
    // Refused by the /api guard before its route ran: still logged by the route it was sent to.
    const foreign = { method: "POST", headers: { origin: "https://evil.example" }, body: "{}" };
    expect(await pathOf("/api/beta-signups", foreign)).toBe("/api/beta-signups");
  });

  it("keeps a well-formed request id from the caller, replaces any other, and puts it in error bodies", async () => {
    const kept = await send("/api/no-such-route", { headers: { "x-request-id": "lb-1234abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234abcd");
    expect((await kept.json()).error.requestId).toBe("lb-1234abcd");
    const replaced = await send("/api/site/config", { headers: { "x-request-id": "bad id!" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets a route's own cache-control stand: a signed file link may be cached privately", async () => {
    await t.deps.storage.put(LOGO_BUCKET, LOGO_KEY, Buffer.from("logo"), "image/png");
    const url = createSignedObjectUrl(t.deps.secret, LOGO_BUCKET, LOGO_KEY, 60);
    const response = await send(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("refuses a foreign origin and an oversized body", async () => {
    const foreign = await send("/api/beta-signups", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    const big = await send("/api/beta-signups", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(t.deps.config.BODY_LIMIT_BYTES + 1) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");
  });
});

describe("Strict-Transport-Security", () => {
  /** The same app on another PUBLIC_URL: HSTS follows the address members use. */
  const appAt = (publicUrl: string) =>
    createApp({ ...t.deps, config: { ...t.deps.config, PUBLIC_URL: publicUrl } }, { appDistDir: null });

  it("is sent when the install is reached over https", async () => {
    const response = await appAt("https://cg.example.org").request("http://localhost/api/site/config");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
  });

  it("is not sent on a plain http install", async () => {
    for (const publicUrl of ["http://localhost:3000", "http://192.168.1.20:3000"]) {
      const response = await appAt(publicUrl).request("http://localhost/api/site/config");
      expect(response.status).toBe(200);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });
});

describe("the request's own logger", () => {
  it("logs with the request id, and the access line of a failure is an error", async () => {
    const logged: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const database = { ...t.deps.database, ping: () => Promise.reject(new Error("down")) };
    const failing = createApp({ ...t.deps, database, logger }, { appDistDir: null });
    const response = await failing.request("http://localhost/api/health");
    expect(response.status).toBe(503);
    const requestId = response.headers.get("x-request-id");
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: "health check: database unreachable", requestId }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: "request failed", requestId, status: 503 }),
    );
  });
});

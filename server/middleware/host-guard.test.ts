import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { requestWithHost } from "../test/host-request";

/**
 * The Host check runs on real sockets (in-process requests have none): an install whose public
 * address is https://cg.example.org, with one further name allowed.
 */

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: "https://cg.example.org",
    ALLOWED_HOSTS: "intranet.example.org:8080",
  });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

/** A request over loopback with the given Host header. */
const send = (path: string, host: string, method = "GET") =>
  requestWithHost(`http://127.0.0.1:${port}`, path, host, { method });

describe("the Host check", () => {
  it("answers the public host, the allowed ones and this machine's names on its own port", async () => {
    for (const host of [
      "cg.example.org",
      "CG.Example.org",
      "intranet.example.org:8080",
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
    ]) {
      expect((await send("/api/site/config", host)).status, host).toBe(200);
    }
  });

  it("refuses any other host before routing, on every path, with a 421 that names the right address", async () => {
    for (const host of [
      `rebind.attacker.example:${port}`,
      "rebind.attacker.example",
      "cg.example.org.attacker.example",
      "cg.example.org:8443",
      "intranet.example.org",
      `localhost:${port + 1}`,
      "localhost",
      `127.0.0.2:${port}`,
    ]) {
      const api = await send("/api/site/config", host);
      expect(api.status, host).toBe(421);
      expect(JSON.parse(api.body).error).toMatchObject({ code: "misdirected_request" });
      expect(JSON.parse(api.body).error.message).toContain("https://cg.example.org");
      // The same for writes, Better Auth's routes, unknown API paths and the browser app's.
      expect((await send("/api/auth/get-session", host)).status, host).toBe(421);
      expect((await send("/api/posts", host, "POST")).status, host).toBe(421);
      expect((await send("/api/nowhere", host)).status, host).toBe(421);
      expect((await send("/", host)).status, host).toBe(421);
    }
  });

  it("lets a load balancer check health by the server's own address", async () => {
    expect((await send("/api/health", `10.0.0.5:${port}`)).status).toBe(200);
  });
});
